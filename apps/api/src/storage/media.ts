// What every storage adapter shares: the interface and the rule for names (the adapters import it, not index.ts).

/** A stored file as read back. */
export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

/** Where media (product images, logos, uploads) live; the server names every file (see `isSafeMediaName`). */
export interface Storage {
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  get(name: string): Promise<StoredFile | undefined>;
  /**
   * Only the in-memory storage of tests: keeps a recipe and draws the file on its first read, so a test process
   * that never asks for an image does not pay for rendering the demo catalogue.
   */
  putLazy?(name: string, draw: () => Promise<Buffer>, contentType: string): void;
  /** Absolute public URL of a stored name (served by GET /media/:name). */
  url(name: string): string;
}

/** Content types /media may answer with, by extension; anything else is refused (no SVG/HTML: script risk). */
export const MEDIA_TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
};

// Lower-case letters, digits, dot, dash and underscore; no leading dot, no `..`, a whitelisted extension.
const SAFE_NAME = /^[a-z0-9][a-z0-9_-]*(\.[a-z0-9_-]+)*$/;

/** True for a name the storage may hold and serve (a flat name with a whitelisted extension). */
export function isSafeMediaName(name: string): boolean {
  return name.length <= 200 && SAFE_NAME.test(name) && mediaTypeOf(name) !== undefined;
}

/** Whitelisted content type of a name by its extension, or undefined. */
export function mediaTypeOf(name: string): string | undefined {
  const ext = name.slice(name.lastIndexOf('.') + 1);
  return Object.hasOwn(MEDIA_TYPES, ext) ? MEDIA_TYPES[ext] : undefined;
}
