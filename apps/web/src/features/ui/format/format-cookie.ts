import { FORMAT_COOKIE, FORMAT_COOKIE_MAX_AGE } from './settings';

// Islands that read the settings cookie themselves (outside a FormatProvider) hear of a new choice at once.
const listeners = new Set<() => void>();
export const subscribeFormat = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Remembers the reader's choice and tells every island on the page at once. */
export function saveFormatSettings(value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie the server reads on the next render.
  document.cookie = `${FORMAT_COOKIE}=${value}; path=/; max-age=${FORMAT_COOKIE_MAX_AGE}; samesite=lax`;
  for (const listener of listeners) listener();
}
