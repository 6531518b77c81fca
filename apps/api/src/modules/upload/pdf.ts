import { constants, inflateSync } from 'node:zlib';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFParser,
  PDFRawStream,
  PDFRef,
  PDFStream,
} from 'pdf-lib';

/**
 * What a PDF upload is: `plain` (accepted), `active` (script, links, launches, form submission, embedded files),
 * `encrypted` (its strings and object streams cannot be read, so it cannot be judged) or `unreadable`.
 */
export type PdfVerdict = 'plain' | 'active' | 'encrypted' | 'unreadable';

/** Action types (`/S`) that run script, open something outside the file or send data away. */
const ACTIVE_ACTIONS = new Set([
  'JavaScript',
  'Launch',
  'URI',
  'SubmitForm',
  'ImportData',
  'GoToR',
  'GoToE',
  'RichMedia',
  'RichMediaExecute',
  'Rendition',
]);
/** Keys whose mere presence means script, an embedded file, an XFA form or an outside address. */
const ACTIVE_KEYS = new Set([
  'JS',
  'JavaScript',
  'EF',
  'EmbeddedFile',
  'EmbeddedFiles',
  'XFA',
  'URI',
  'RichMediaContent',
]);
/** `/Type` or `/Subtype` values of embedded files and rich media. */
const ACTIVE_TYPES = new Set(['EmbeddedFile', 'RichMedia', 'FileAttachment']);

// Names may spell letters as #xx in either case (`/J#61vaScript`); decodeText undoes both.
const nameOf = (o: PDFObject | undefined) => (o instanceof PDFName ? o.decodeText() : undefined);

const typeName = (o: PDFObject) => {
  const dict = o instanceof PDFStream ? o.dict : o instanceof PDFDict ? o : undefined;
  return nameOf(dict?.get(PDFName.of('Type')));
};

/** True when a parsed object, or any object written directly inside it, is active content. */
function isActive(root: PDFObject): boolean {
  const stack: PDFObject[] = [root];
  while (stack.length > 0) {
    const o = stack.pop();
    const dict = o instanceof PDFStream ? o.dict : o instanceof PDFDict ? o : undefined;
    if (dict) {
      for (const [key, value] of dict.entries()) {
        const k = key.decodeText();
        if (ACTIVE_KEYS.has(k)) return true;
        // A name written indirectly (`/S 9 0 R`) is never made by a real generator; a viewer would resolve it.
        if ((k === 'S' || k === 'Type' || k === 'Subtype') && value instanceof PDFRef) return true;
        const v = nameOf(value);
        if (k === 'S' && v && ACTIVE_ACTIONS.has(v)) return true;
        if ((k === 'Type' || k === 'Subtype') && v && ACTIVE_TYPES.has(v)) return true;
        stack.push(value);
      }
    } else if (o instanceof PDFArray) {
      stack.push(...o.asArray());
    }
  }
  return false;
}

/**
 * An object stream: so named, or with its required entries whatever its `/Type` says (a viewer finds it through the
 * xref). Entries written indirectly are not resolved here, so such a stream fails to read and refuses the file.
 */
const looksLikeObjectStream = (o: PDFObject): o is PDFRawStream =>
  o instanceof PDFRawStream &&
  typeName(o) !== 'XRef' &&
  (typeName(o) === 'ObjStm' || (o.dict.has(PDFName.of('N')) && o.dict.has(PDFName.of('First'))));

const isWhite = (c: number) => c === 0 || c === 9 || c === 10 || c === 12 || c === 13 || c === 32;
const isDigit = (c: number) => c >= 48 && c <= 57;

/** How far back from an `obj` its header may begin (numbers, spaces and comments between them). */
const HEADER_REACH = 1024;

/**
 * Where each `N G obj` starts in the bytes, as a viewer following the xref would find it, whitespace and comments
 * between the tokens included. Read backwards from every `obj` and at most HEADER_REACH bytes, so the scan stays
 * linear whatever the padding.
 */
function objectHeaders(bytes: Buffer): number[] {
  // For each byte, where the comment holding it begins (a line's text from its first `%` on), else -1. A `%` inside a
  // string looks the same, so each `obj` is read back both with and without comments; a wrong guess fails to parse as
  // a header and is dropped.
  const comment = new Int32Array(bytes.length);
  for (let i = 0, open = -1; i < bytes.length; i++) {
    const c = bytes[i];
    if (c === 10 || c === 13) open = -1;
    else if (c === 37 && open === -1) open = i;
    comment[i] = open;
  }
  const starts = new Set<number>();
  for (let at = bytes.indexOf('obj'); at !== -1; at = bytes.indexOf('obj', at + 3)) {
    const floor = Math.max(0, at - HEADER_REACH);
    for (const comments of [false, true]) {
      let i = at - 1;
      const gap = () => {
        const from = i;
        while (i >= floor && (isWhite(bytes[i]) || (comments && comment[i] !== -1))) {
          i = comments && comment[i] !== -1 ? comment[i] - 1 : i - 1;
        }
        return i < from;
      };
      const digits = () => {
        const from = i;
        while (i >= floor && isDigit(bytes[i])) i--;
        return i < from;
      };
      if (!(gap() && digits() && gap() && digits())) continue;
      // Read forward the way a lexer would: a guess whose comment swallows the `obj` is no header.
      let j = i + 1;
      const number = () => {
        const from = j;
        while (j < at && isDigit(bytes[j])) j++;
        return j > from;
      };
      const space = () => {
        const from = j;
        while (j < at) {
          if (isWhite(bytes[j])) j++;
          else if (comments && bytes[j] === 37) {
            while (j < at && bytes[j] !== 10 && bytes[j] !== 13) j++;
            if (j === at) return false;
          } else break;
        }
        return j > from;
      };
      if (number() && space() && number() && space() && j === at) starts.add(i + 1);
    }
  }
  return [...starts].sort((x, y) => x - y);
}

/** PDFParser's own steps (protected in its types): read one object where the bytes stand. */
type ObjectReader = {
  parseIndirectObjectHeader(): PDFRef;
  parseRawInt(): number;
  skipWhitespaceAndComments(): void;
  parseObject(): PDFObject;
  bytes: { moveTo(offset: number): void; offset(): number };
};
const readerOf = (bytes: Uint8Array) => PDFParser.forBytesWithOptions(bytes) as unknown as ObjectReader;

/** How much the object and xref streams may inflate to, all together. */
const DECODE_BUDGET_BYTES = 64 * 1024 * 1024;

/**
 * Whether the streams to decode stay within the budget (a 1 MB "zip bomb" inflates to 1 GB and would take pdf-lib's
 * own inflater a minute and a gigabyte). Only Flate is allowed on them, as every generator writes them.
 */
function decodesWithinBudget(streams: PDFRawStream[]): boolean {
  let left = DECODE_BUDGET_BYTES;
  for (const stream of streams) {
    const filter = stream.dict.get(PDFName.of('Filter'));
    const filters = filter instanceof PDFArray ? filter.asArray() : filter ? [filter] : [];
    if (filters.length > 1 || (filters.length === 1 && nameOf(filters[0]) !== 'FlateDecode')) return false;
    if (filters.length === 0) continue;
    try {
      // Sync flush: a truncated stream is read as far as it goes, as pdf-lib would.
      left -= inflateSync(stream.contents, { maxOutputLength: left, finishFlush: constants.Z_SYNC_FLUSH }).length;
    } catch (err) {
      if (err instanceof RangeError) return false;
    }
  }
  return true;
}

/** The objects packed in an object stream (its offsets table, then each object where it says). */
function membersOf(stream: PDFRawStream, spend: (bytes: number) => void): PDFObject[] {
  const decoded = decodePDFRawStream(stream).decode();
  const count = stream.dict.lookup(PDFName.of('N'), PDFNumber).asNumber();
  const first = stream.dict.lookup(PDFName.of('First'), PDFNumber).asNumber();
  const reader = readerOf(decoded);
  const offsets: number[] = [];
  for (let i = 0; i < count; i++) {
    reader.skipWhitespaceAndComments();
    reader.parseRawInt();
    reader.skipWhitespaceAndComments();
    offsets.push(reader.parseRawInt());
  }
  return offsets.map((offset) => {
    reader.bytes.moveTo(first + offset);
    const object = reader.parseObject();
    spend(reader.bytes.offset() - first - offset);
    return object;
  });
}

/**
 * Judges a PDF by parsing it with pdf-lib's object parser: every object whose header stands in the bytes (also one a
 * broken `/Length` hides inside another stream, or an older revision's that a later one replaces) and every object of
 * every object stream (Flate decoded), so nothing a viewer could reach goes unseen. pdf-lib's whole-document scan is
 * not used: on some padding it takes minutes (quadratic); here the work is bounded by a few times the file's size.
 * An object that does not parse, a file without a catalog or too much work → `unreadable`; an /Encrypt → `encrypted`.
 */
export async function judgePdf(bytes: Uint8Array): Promise<PdfVerdict> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let work = 0;
  const spend = (n: number) => {
    work += n;
    if (work > 4 * bytes.length + 1024 * 1024) throw new Error('too much parsing for the size');
  };
  const reader = readerOf(bytes);
  const objects: PDFObject[] = [];
  try {
    for (const at of objectHeaders(buffer)) {
      reader.bytes.moveTo(at);
      try {
        reader.parseIndirectObjectHeader();
      } catch {
        continue;
      }
      reader.skipWhitespaceAndComments();
      objects.push(reader.parseObject());
      spend(reader.bytes.offset() - at);
    }
    // Trailers name the encryption (an xref stream's dictionary does too, below).
    for (let at = buffer.indexOf('trailer'); at !== -1; at = buffer.indexOf('trailer', at + 7)) {
      reader.bytes.moveTo(at + 7);
      reader.skipWhitespaceAndComments();
      const trailer = reader.parseObject();
      spend(reader.bytes.offset() - at);
      if (trailer instanceof PDFDict && trailer.has(PDFName.of('Encrypt'))) return 'encrypted';
    }
    const decoded = objects.filter(
      (o): o is PDFRawStream => looksLikeObjectStream(o) || (o instanceof PDFRawStream && typeName(o) === 'XRef'),
    );
    if (decoded.some((o) => o.dict.has(PDFName.of('Encrypt')))) return 'encrypted';
    if (!decodesWithinBudget(decoded)) return 'unreadable';
    for (const stream of decoded) if (looksLikeObjectStream(stream)) objects.push(...membersOf(stream, spend));
  } catch {
    return 'unreadable';
  }
  if (objects.some(isActive)) return 'active';
  return objects.some((o) => typeName(o) === 'Catalog') ? 'plain' : 'unreadable';
}
