/**
 * The API's two OpenAPI documents, cut from the one Fastify builds: `/docs/json` for the storefront, members and
 * integrators (public and member operations), `/docs/admin/json` for the back office (staff operations). A
 * generated client of the public document then holds no staff function.
 */
interface Document {
  paths?: Record<string, object | undefined>;
  info?: object;
}

export type Audience = 'public' | 'staff';

/** A back-office operation: under /v1/admin/ (staff sign-in too) or asking for a staff token. */
function isStaff(path: string, op: unknown): boolean {
  const security = (op as { security?: Record<string, unknown>[] } | null)?.security ?? [];
  return path.startsWith('/v1/admin/') || security.some((s) => 'staffBearer' in s);
}

/** The operations of one audience (a path with none left is dropped); the rest of the document is kept. */
export function documentFor<D extends Document>(doc: D, audience: Audience, title?: string): D {
  const paths: NonNullable<Document['paths']> = {};
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const kept = Object.entries(item ?? {}).filter(([, op]) => isStaff(path, op) === (audience === 'staff'));
    if (kept.length) paths[path] = Object.fromEntries(kept);
  }
  return { ...doc, ...(title && doc.info ? { info: { ...doc.info, title } } : {}), paths };
}
