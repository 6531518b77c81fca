import type { ServerResponse } from 'node:http';

/** A streaming rewriter of one HTML document (see paint-first.mjs). */
export function paintFirstRewriter(): { push(text: string): string; end(): string };
/** Rewrites `res`'s body when it is an HTML page; returns `res`. */
export function paintFirst<R extends ServerResponse>(res: R): R;
