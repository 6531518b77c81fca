import type { EndpointDef } from '@vip/contract';
import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import type { StaffCall } from './staff-api';

type Row = Record<string, unknown>;

/** The contract endpoints behind one react-admin resource (whatever it lacks, the screens do not offer). */
export interface ResourceEndpoints {
  list?: EndpointDef;
  get?: EndpointDef;
  create?: EndpointDef;
  update?: EndpointDef;
  delete?: EndpointDef;
  /** The row's id when it is not `id` (a desk booking is one reservation; a store order its order id). */
  idOf?: (row: Row) => Identifier;
  /** Whether the list takes our `sort` (`field` / `-field`). */
  sortable?: boolean;
}

/** Our sort syntax: `price` ascending, `-price` descending. */
export const sortParam = (field: string, order: string) => (order === 'DESC' ? `-${field}` : field);

/** Filters as query values: empty ones dropped (react-admin keeps a cleared input as ''). */
export function queryOfFilter(filter: Row): Row {
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== '' && v !== undefined && v !== null));
}

/** The keys a body schema declares (zod object), so an update sends only what the endpoint takes. */
function bodyKeys(endpoint: EndpointDef): string[] | undefined {
  const shape = (endpoint.body as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : undefined;
}
const pick = (data: Row, keys: string[] | undefined) =>
  keys ? Object.fromEntries(Object.entries(data).filter(([k]) => keys.includes(k))) : data;

/**
 * react-admin's data provider over the contract: our list envelope (`{data, paging:{offset,limit,total}}`), our sort
 * syntax, every call through the typed `call` with the staff token; a failure rejects with the API's Persian message
 * and its field errors (see staffCall).
 */
export function contractDataProvider(staffApi: StaffCall, resources: Record<string, ResourceEndpoints>): DataProvider {
  const of = (resource: string, op: keyof ResourceEndpoints) => {
    const endpoint = resources[resource]?.[op];
    if (!endpoint || typeof endpoint === 'function' || typeof endpoint === 'boolean')
      throw new Error(`${resource}: no ${op} endpoint`);
    return endpoint;
  };
  const withId = (resource: string, row: Row): RaRecord => ({
    ...row,
    id: resources[resource]?.idOf?.(row) ?? (row.id as Identifier),
  });
  // The generic call: the contract's typing is per endpoint, these are chosen at run time.
  const send = (endpoint: EndpointDef, input: Row) => staffApi(endpoint, input as never) as Promise<Row>;

  return {
    async getList(resource, params) {
      const { page = 1, perPage = 25 } = params.pagination ?? {};
      const sort =
        params.sort && resources[resource]?.sortable ? sortParam(params.sort.field, params.sort.order) : undefined;
      const answer = (await send(of(resource, 'list'), {
        query: {
          ...queryOfFilter(params.filter ?? {}),
          limit: perPage,
          offset: (page - 1) * perPage,
          ...(sort ? { sort } : {}),
        },
      })) as { data: Row[]; paging: { total: number } };
      return { data: answer.data.map((r) => withId(resource, r)) as never[], total: answer.paging.total };
    },
    async getOne(resource, params) {
      const answer = (await send(of(resource, 'get'), { params: { id: params.id } })) as { data: Row };
      return { data: withId(resource, answer.data) } as never;
    },
    async getMany(resource, params) {
      const rows = await Promise.all(params.ids.map((id) => send(of(resource, 'get'), { params: { id } })));
      return { data: rows.map((r) => withId(resource, (r as { data: Row }).data)) } as never;
    },
    async getManyReference(resource, params) {
      const { page = 1, perPage = 25 } = params.pagination ?? {};
      const answer = (await send(of(resource, 'list'), {
        query: {
          ...queryOfFilter(params.filter ?? {}),
          [params.target]: params.id,
          limit: perPage,
          offset: (page - 1) * perPage,
        },
      })) as { data: Row[]; paging: { total: number } };
      return { data: answer.data.map((r) => withId(resource, r)) as never[], total: answer.paging.total };
    },
    async create(resource, params) {
      const endpoint = of(resource, 'create');
      const answer = (await send(endpoint, { body: pick(params.data, bodyKeys(endpoint)) })) as { data: Row };
      return { data: withId(resource, answer.data) } as never;
    },
    async update(resource, params) {
      const endpoint = of(resource, 'update');
      const answer = (await send(endpoint, {
        params: { id: params.id },
        body: pick(params.data, bodyKeys(endpoint)),
      })) as { data: Row };
      return { data: withId(resource, answer.data) } as never;
    },
    async updateMany(resource, params) {
      for (const id of params.ids) await send(of(resource, 'update'), { params: { id }, body: params.data });
      return { data: params.ids };
    },
    async delete(resource, params) {
      await send(of(resource, 'delete'), { params: { id: params.id } });
      return { data: params.previousData ?? ({ id: params.id } as never) };
    },
    async deleteMany(resource, params) {
      for (const id of params.ids) await send(of(resource, 'delete'), { params: { id } });
      return { data: params.ids };
    },
  };
}
