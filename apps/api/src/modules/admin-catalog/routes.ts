import { api, type CatalogResourceName, catalogOps, catalogResources } from '@vip/contract';
import type { AppInstance } from '../../app-instance';
import { route } from '../../http/route';
import { openStorage } from '../../storage';
import { auditedWrite, staffActorOf } from '../admin/audit';
import { readUploadedFile } from '../upload/files';
import {
  type Body,
  deleteRecord,
  getRecord,
  type ListQuery,
  listRecords,
  type ResourceDef,
  saveRecord,
} from './engine';
import { saveCatalogImage } from './images';
import { notifySite } from './invalidate';
import { RESOURCE_DEFS } from './resources';

/** The back office's catalogue and content (issue #15): five operations per resource, and the image upload. */
export default async function adminCatalogRoutes(app: AppInstance) {
  const ctx = { storage: openStorage(app.config) };

  /**
   * After a committed write: the API's public cache is emptied and the site told which of its tags to revalidate
   * (not awaited: a site that is down never fails or slows the write).
   */
  const changed = (tags: string[]) => {
    app.publicCache.clear();
    void notifySite(app.config, tags, app.log);
  };

  /** One audited write of a resource; answers what it wrote. */
  const write = async (
    request: Parameters<typeof staffActorOf>[0],
    def: ResourceDef<{ id: number }>,
    action: string,
    run: (tx: typeof app.db) => ReturnType<typeof saveRecord<{ id: number }>>,
    entityId?: number,
  ) => {
    const who = await staffActorOf(request);
    const outcome = { tags: [] as string[] };
    const result = await auditedWrite(app.db, who, { action, entity: def.entity, entityId }, async (tx) => {
      const done = await run(tx);
      const rec = done.after ?? done.before;
      if (rec) outcome.tags = def.tags(rec);
      return done;
    });
    changed(outcome.tags);
    return result;
  };

  for (const name of Object.keys(catalogResources) as CatalogResourceName[]) {
    const def = RESOURCE_DEFS[name];
    const ops = catalogOps(name);
    type Req = { params: { id: number }; query: ListQuery; body: Body };
    route(app, ops.list, (request) => listRecords(app.db, def, (request as unknown as Req).query, ctx) as never);
    route(
      app,
      ops.get,
      async (request) =>
        ({
          data: await getRecord(app.db, def, (request as unknown as Req).params.id, ctx),
        }) as never,
    );
    route(app, ops.create, async (request) => {
      const { body } = request as unknown as Req;
      return {
        data: await write(request, def, ops.create.operationId, (tx) => saveRecord(tx, def, undefined, body, ctx)),
      } as never;
    });
    route(app, ops.update, async (request) => {
      const { params, body } = request as unknown as Req;
      return {
        data: await write(
          request,
          def,
          ops.update.operationId,
          (tx) => saveRecord(tx, def, params.id, body, ctx),
          params.id,
        ),
      } as never;
    });
    route(app, ops.remove, async (request) => {
      const { params } = request as unknown as Req;
      await write(request, def, ops.remove.operationId, (tx) => deleteRecord(tx, def, params.id, ctx), params.id);
      return undefined as never;
    });
  }

  route(app, api.adminCatalogUploadImage, async (request) => {
    const raw = await readUploadedFile(request);
    return { data: await saveCatalogImage(ctx.storage, raw) };
  });
}
