import { randomBytes } from 'node:crypto';
import type { EndpointDef } from '@vip/contract';
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
