/**
 * What an uploaded file really is, judged by its bytes alone (never by its name or declared type): JPEG, PNG,
 * WebP or PDF. A PDF is then parsed and judged by `judgePdf` (pdf.ts); images are decoded and re-encoded by the
 * caller, which also strips anything appended to them (HTML/JS polyglots).
 */
export type SniffedType = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';

export const EXTENSION_OF: Record<SniffedType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

const startsWith = (b: Buffer, bytes: number[], at = 0) => bytes.every((x, i) => b[at + i] === x);

/** The type of the bytes, or undefined for anything else. */
export function sniffType(b: Buffer): SniffedType | undefined {
  if (b.length >= 3 && startsWith(b, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (b.length >= 8 && startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') {
    return 'image/webp';
  }
  if (b.length >= 5 && b.toString('latin1', 0, 5) === '%PDF-') return 'application/pdf';
  return undefined;
}
