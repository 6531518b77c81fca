import { deflateSync } from 'node:zlib';
import { api as endpoints, type EndpointDef } from '@vip/contract';
import { describe, expect, it } from 'vitest';
import { describeEachBackend } from '../../../test/helpers';
import { staffToken } from '../admin/test-util';
import { memberClient } from '../member/test-util';
import { judgePdf } from './pdf';
import { ACTIVE_PDF_KINDS, multipart, testPdf, upload } from './test-util';

// The names a viewer acts on; none of them may be readable in the file's bytes when the content hides in an
// object stream.
const TELLTALES = /\/(JavaScript|JS|URI|Launch|SubmitForm|EmbeddedFiles?|EF|OpenAction|Annots)\b/;

describe('judging a PDF by parsing it', () => {
  it('accepts a plain PDF, with or without compressed object streams', async () => {
    expect(await judgePdf(await testPdf(undefined, false))).toBe('plain');
    const packed = await testPdf();
    expect(packed.toString('latin1')).toContain('/ObjStm');
    expect(await judgePdf(packed)).toBe('plain');
  });

  it.each(ACTIVE_PDF_KINDS)('finds %s hidden in a compressed object stream', async (kind) => {
    const bytes = await testPdf(kind);
    expect(bytes.toString('latin1')).not.toMatch(TELLTALES);
    expect(await judgePdf(bytes)).toBe('active');
    expect(await judgePdf(await testPdf(kind, false))).toBe('active');
  });

  it('reads an object a stream hides behind a longer /Length, as a viewer following the xref would', async () => {
    const plain = (await testPdf(undefined, false)).toString('latin1').replace(/%%EOF\s*$/, '');
    const inner = '51 0 obj << /Type /Action /S /J#61vaScript /JS (app.alert(1)) >> endobj\n';
    const hidden = `${plain}50 0 obj\n<< /Length ${inner.length} >>\nstream\n${inner}endstream\nendobj\n%%EOF\n`;
    expect(await judgePdf(Buffer.from(hidden, 'latin1'))).toBe('active');
    // Comments between the header's tokens, as a viewer's lexer skips them.
    const commented = hidden.replace('51 0 obj', '51 %x\n0 %obj\r obj');
    expect(await judgePdf(Buffer.from(commented, 'latin1'))).toBe('active');
    // A `%` in a string earlier on the line is no comment to a viewer reading from the header.
    const afterPercent = hidden.replace('51 0 obj', '(50%) 51 0 obj');
    expect(await judgePdf(Buffer.from(afterPercent, 'latin1'))).toBe('active');
  });

  it('refuses what cannot be read whole: garbage, an encrypted file, an object stream that inflates too far', async () => {
    expect(await judgePdf(Buffer.from('%PDF-1.7\n<< /OpenAction << /S /JavaScript >> >>\n%%EOF'))).toBe('unreadable');
    const plain = (await testPdf(undefined, false)).toString('latin1');
    const encrypted = plain.replace('trailer\n<<', 'trailer\n<<\n/Encrypt << /Filter /Standard /V 1 /R 2 /P -4 >>');
    expect(await judgePdf(Buffer.from(encrypted, 'latin1'))).toBe('encrypted');
    // 100 MB of zeros in 100 kB: refused at once, never inflated whole.
    const bomb = deflateSync(Buffer.alloc(100 * 1024 * 1024), { level: 9 });
    const head = `${plain.replace(/%%EOF\s*$/, '')}60 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${bomb.length} >>\nstream\n`;
    const started = Date.now();
    const verdict = await judgePdf(
      Buffer.concat([Buffer.from(head, 'latin1'), bomb, Buffer.from('\nendstream\nendobj\n%%EOF\n')]),
    );
    expect(verdict).toBe('unreadable');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('judges 5 MB of hostile padding in seconds, not hours', async () => {
    const plain = await testPdf();
    for (const [pad, verdict] of [
      ['1 %', 'plain'],
      ['1 % obj\n', 'plain'],
      ['1 0 obj (', 'unreadable'],
      ['1 0 obj [', 'unreadable'],
    ] as const) {
      const started = Date.now();
      // After a line break: on the line of `%%EOF` it would all be one comment.
      const bytes = Buffer.concat([plain, Buffer.from(`\n${pad.repeat(Math.floor(5_000_000 / pad.length))}`)]);
      expect(await judgePdf(bytes), pad).toBe(verdict);
      expect(Date.now() - started, pad).toBeLessThan(10_000);
    }
  });
});

describeEachBackend(
  'PDF uploads on every path that takes them',
  (api) => {
    const c = memberClient(api);

    /** Each path: a fresh target the caller may upload to, and who uploads. */
    const paths: [string, EndpointDef, () => Promise<{ id: number; token: string }>][] = [
      [
        'ticket reply attachment (member)',
        endpoints.putReplyAttachment,
        async () => {
          const { access_token: token } = await c.signInMobile();
          const id = await ticketOf(token);
          const r = await api().call(endpoints.replyToTicket, {
            token,
            params: { id },
            body: { description: 'رسید در پیوست این پاسخ است.' },
          });
          return { id: r.json().data.id, token };
        },
      ],
      [
        'top-up receipt (member)',
        endpoints.putCreditAttachment,
        async () => {
          const { access_token: token } = await c.signInMobile();
          const body = { value: '5000000', type_code: 2, cheque_date: '2026-11-20', deposit_source: 'بانک ملت' };
          const r = await api().call(endpoints.offlineIncrease, { token, body: { ...body, title: 'فیش' } });
          expect(r.statusCode, r.body).toBe(201);
          return { id: r.json().data.id, token };
        },
      ],
      [
        'ticket attachment (support staff)',
        endpoints.adminUploadTicketAttachment,
        async () => {
          const { access_token: member } = await c.signInMobile();
          return { id: await ticketOf(member), token: (await staffToken(api, 'support')).token };
        },
      ],
    ];
    async function ticketOf(token: string) {
      const t = await api().call(endpoints.createTicket, {
        token,
        body: { title: 'رسید پرداخت', description: 'رسید پرداخت سفارش را پیوست می‌کنم.', category_id: 3 },
      });
      expect(t.statusCode, t.body).toBe(201);
      return t.json().data.id as number;
    }

    it.each(paths)(
      '%s: every kind of active content is a Persian 415; a plain PDF is taken',
      async (_, endpoint, target) => {
        const { id, token } = await target();
        for (const kind of ACTIVE_PDF_KINDS) {
          const res = await upload(
            api,
            endpoint,
            id,
            token,
            multipart(await testPdf(kind), 'receipt.pdf', 'application/pdf'),
          );
          expect(res.statusCode, kind).toBe(415);
          expect(res.json().error_code, kind).toBe('file_active_pdf');
          expect(res.json().error_message).toBe(
            'فایل PDF محتوای فعال (اسکریپت، پیوند یا فایل پیوست) دارد و پذیرفته نمی‌شود.',
          );
        }
        const broken = await upload(api, endpoint, id, token, multipart(Buffer.from('%PDF-1.7\nnot a pdf'), 'x.pdf'));
        expect(broken.statusCode).toBe(415);
        expect(broken.json().error_message).toMatch(/[\u0600-\u06ff]/);
        const plain = await testPdf();
        const ok = await upload(api, endpoint, id, token, multipart(plain, 'receipt.pdf', 'application/pdf'));
        expect(ok.statusCode, ok.body).toBeLessThan(300);
        const file = ok.json().data.attachment ?? ok.json().data;
        expect(file.content_type).toBe('application/pdf');
        // Staff download the very bytes that were judged.
        const finance = await staffToken(api, 'finance');
        const got = await api().call(endpoints.adminGetUpload, { params: { name: file.name }, token: finance.token });
        expect(got.statusCode).toBe(200);
        expect(Buffer.compare(got.rawPayload, plain)).toBe(0);
      },
    );
  },
  { SEED_DEMO: 'false' },
);
