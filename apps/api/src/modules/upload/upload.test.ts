import { api as endpoints, MAX_UPLOAD_BYTES } from '@vip/contract';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../../test/helpers';
import { memberClient } from '../member/test-util';
import { sniffType } from './sniff';
import { multipart, testImage, testPdf, upload } from './test-util';

const PDF = await testPdf();

it('judges a file by its bytes, never its name', async () => {
  expect(sniffType(await testImage('png'))).toBe('image/png');
  expect(sniffType(await testImage('jpeg'))).toBe('image/jpeg');
  expect(sniffType(await testImage('webp'))).toBe('image/webp');
  expect(sniffType(PDF)).toBe('application/pdf');
  expect(sniffType(Buffer.from('<html><script>alert(1)</script></html>'))).toBeUndefined();
  expect(sniffType(Buffer.from('GIF89a....'))).toBeUndefined();
});

describeEachBackend(
  'member uploads (ticket reply attachments)',
  (api) => {
    const c = memberClient(api);
    async function replyOf(token: string) {
      const t = await api().call(endpoints.createTicket, {
        token,
        body: { title: 'رسید پرداخت', description: 'رسید پرداخت سفارش را پیوست می‌کنم.', category_id: 3 },
      });
      const r = await api().call(endpoints.replyToTicket, {
        token,
        params: { id: t.json().data.id },
        body: { description: 'پیوست در این پاسخ است.' },
      });
      expect(r.statusCode).toBe(201);
      return r.json().data.id as number;
    }

    it('refuses disguised, active, oversized and empty files with a Persian reason', async () => {
      const { access_token: token } = await c.signInMobile();
      const id = await replyOf(token);
      const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
      const cases: [Buffer, string, string, number, string][] = [
        [html, 'photo.jpg', 'image/jpeg', 415, 'file_type'],
        [await testPdf('javascript'), 'a.pdf', 'application/pdf', 415, 'file_active_pdf'],
        [
          Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(6 * 1024 * 1024, 7)]),
          'big.jpg',
          'image/jpeg',
          413,
          'file_too_large',
        ],
        [Buffer.alloc(0), 'empty.png', 'image/png', 400, 'file_empty'],
        [
          Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not really a jpeg')]),
          'x.jpg',
          'image/jpeg',
          415,
          'file_corrupt',
        ],
      ];
      for (const [bytes, name, type, status, code] of cases) {
        const res = await upload(api, endpoints.putReplyAttachment, id, token, multipart(bytes, name, type));
        expect(res.statusCode, name).toBe(status);
        expect(res.json().error_code, name).toBe(code);
        expect(res.json().error_message).toMatch(/[\u0600-\u06ff]/);
      }
      const ticket = await api().call(endpoints.listTickets, { token });
      const detail = await api().call(endpoints.getTicket, { token, params: { id: ticket.json().data[0].id } });
      expect(detail.json().data.replies[0].attachment).toBeNull();
    });

    it('stores a real image under a server-made name, strips what was hidden after it, and serves it only to its owner', async () => {
      const owner = await c.signInMobile();
      const other = await c.signInMobile();
      const id = await replyOf(owner.access_token);
      // A JPEG with an HTML page glued on (a polyglot): accepted as an image, but the page does not survive.
      const polyglot = Buffer.concat([await testImage('jpeg'), Buffer.from('<html><script>alert(1)</script></html>')]);
      const res = await upload(
        api,
        endpoints.putReplyAttachment,
        id,
        owner.access_token,
        multipart(polyglot, '../../evil.html', 'text/html'),
      );
      expect(res.statusCode).toBe(200);
      const file = res.json().data.attachment;
      expect(file.content_type).toBe('image/jpeg');
      expect(file.name).toMatch(/^[0-9a-f-]{36}\.jpg$/);
      const name = { name: file.name };
      const got = await api().call(endpoints.getUpload, { params: name, token: owner.access_token });
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe('image/jpeg');
      expect(got.headers['content-disposition']).toBe(`attachment; filename="${file.name}"`);
      expect(got.headers['x-content-type-options']).toBe('nosniff');
      expect(got.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
      expect(sniffType(got.rawPayload)).toBe('image/jpeg');
      expect((await api().call(endpoints.getUpload, { params: name, token: other.access_token })).statusCode).toBe(404);
      expect((await api().call(endpoints.getUpload, { params: name })).statusCode).toBe(401);
      // Nor is it public media.
      expect((await api().get(`/media/${file.name}`)).statusCode).toBe(404);
      // Another member cannot attach to this reply.
      const foreign = await upload(
        api,
        endpoints.putReplyAttachment,
        id,
        other.access_token,
        multipart(await testImage()),
      );
      expect(foreign.statusCode).toBe(404);
    });

    it('accepts a plain PDF and a request without a file is a Persian 400', async () => {
      const { access_token: token } = await c.signInMobile();
      const id = await replyOf(token);
      const ok = await upload(
        api,
        endpoints.putReplyAttachment,
        id,
        token,
        multipart(PDF, 'receipt.pdf', 'application/pdf'),
      );
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data.attachment.content_type).toBe('application/pdf');
      // The limit is 5 MB of bytes: a scanned receipt just under it goes through, one byte over does not.
      const scan = (size: number) => Buffer.concat([PDF, Buffer.alloc(size - PDF.length, 0x20)]);
      const id2 = await replyOf(token);
      const under = await upload(
        api,
        endpoints.putReplyAttachment,
        id2,
        token,
        multipart(scan(MAX_UPLOAD_BYTES), 'scan.pdf', 'application/pdf'),
      );
      expect(under.statusCode).toBe(200);
      const over = await upload(
        api,
        endpoints.putReplyAttachment,
        id2,
        token,
        multipart(scan(MAX_UPLOAD_BYTES + 1), 'scan.pdf', 'application/pdf'),
      );
      expect(over.statusCode).toBe(413);
      const none = await api().call(endpoints.putReplyAttachment, { params: { id }, token, body: { file: 'x' } });
      expect(none.statusCode).toBe(400);
      expect(none.json().error_message).toMatch(/[\u0600-\u06ff]/);
    });
  },
  { SEED_DEMO: 'false' },
);
