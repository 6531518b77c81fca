import { listTariffVersions } from './cip';
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
import { CATALOG_CHANGED, revalidateUrlsOf } from './invalidate';
import { enqueueSiteRevalidation } from '../../outbox/outbox';
import { RESOURCE_DEFS } from './resources';

/** The back office's catalogue and content (issue #15): five operations per resource, and the image upload. */
export default async function adminCatalogRoutes(app: AppInstance) {
  const ctx = { storage: openStorage(app.config) };

  /**
   * With a write, in its transaction: every API instance is told to drop its public cache (on commit), and the outbox
   * keeps a notice per site instance of the tags to revalidate, sent until the site takes it.
   */
  const announce = async (tx: typeof app.db, tags: string[]) => {
    await app.database.announce(tx, CATALOG_CHANGED);
    await enqueueSiteRevalidation(tx, revalidateUrlsOf(app.config), tags);
  };
  /** After the commit: this instance's cache at once (the others on the notice), and the site's notices sent now. */
  const changed = () => {
    app.publicCache.clear();
    void app.outbox.drain().catch((err) => app.log.warn({ err }, 'outbox: drain after a catalogue write failed'));
  };
  let stopListening: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stopListening = await app.database.listenForChanges(CATALOG_CHANGED, () => app.publicCache.clear());
  });
  app.addHook('onClose', async () => stopListening?.());

  /** One audited write of a resource; answers what it wrote. */
  const write = async (
    request: Parameters<typeof staffActorOf>[0],
    def: ResourceDef<{ id: number }>,
    action: string,
    run: (tx: typeof app.db) => ReturnType<typeof saveRecord<{ id: number }>>,
    entityId?: number,
  ) => {
    const who = await staffActorOf(request);
    const result = await auditedWrite(app.db, who, { action, entity: def.entity, entityId }, async (tx) => {
      const done = await run(tx);
      const rec = done.after ?? done.before;
      if (rec) await announce(tx, def.tags(rec));
      return done;
    });
    changed();
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

  route(app, api.adminCatalogCipTariffVersions, (request) =>
    listTariffVersions(app.db, request.params.id, request.query),
  );
  route(app, api.adminCatalogUploadImage, async (request) => {
    const raw = await readUploadedFile(request);
    return { data: await saveCatalogImage(ctx.storage, raw) };
  });
}
