/** Query values the API accepts; undefined values and empty lists are left out, lists are comma-joined. */
export type Query = Record<string, string | number | boolean | (string | number)[] | undefined>;

/** Writes `query` into `params` the way the API reads it (shared by the server and browser clients). */
export function setQuery(params: URLSearchParams, query: Query = {}): URLSearchParams {
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || (Array.isArray(v) && v.length === 0)) continue;
    params.set(k, Array.isArray(v) ? v.join(',') : String(v));
  }
  return params;
}
