import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api as endpoints } from '@vip/contract';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi } from '../../test/helpers';
import { memberClient } from '../modules/member/test-util';
import { multipart, testImage, upload } from '../modules/upload/test-util';
import { s3Storage } from './s3';

// A local S3-compatible server from npm (s3rver), so the adapter is proved against the real S3 protocol.
let server: S3rver;
let endpoint = '';
const dir = mkdtempSync(join(tmpdir(), 's3rver-'));

beforeAll(async () => {
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'vip-uploads', configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const options = () => ({
  bucket: 'vip-uploads',
  endpoint,
  region: 'us-east-1',
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  prefix: 'uploads/',
  forcePathStyle: true,
  baseUrl: 'http://localhost:4000',
});

describe('S3 storage adapter', () => {
  it('writes and reads files back, answers nothing for a missing one and refuses unsafe names', async () => {
    const storage = s3Storage(options());
    const bytes = await testImage('png');
    await storage.put('0f3c9d1e-receipt.png', bytes, 'image/png');
    const got = await storage.get('0f3c9d1e-receipt.png');
    expect(got?.contentType).toBe('image/png');
    expect(Buffer.compare(got!.bytes, bytes)).toBe(0);
    expect(await storage.get('missing-file.png')).toBeUndefined();
    expect(await storage.get('../etc/passwd.png')).toBeUndefined();
    await expect(storage.put('../x.png', bytes, 'image/png')).rejects.toThrow(/unsafe/);
  });

  it('keeps a member’s upload in the bucket when the API is configured for S3, and serves it back to the owner', async () => {
    const app = await startTestApi('pglite', {
      SEED_DEMO: 'false',
      UPLOAD_STORAGE: 's3',
      S3_BUCKET: 'vip-uploads',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PREFIX: 'api-test/',
    });
    try {
      const c = memberClient(() => app);
      const { access_token: token } = await c.signInMobile();
      const req = await app.call(endpoints.offlineIncrease, {
        token,
        body: { value: 25_000_000, type_code: 2, cheque_date: '2026-11-20', deposit_source: 'بانک ملت شعبه ونک' },
      });
      expect(req.statusCode).toBe(201);
      const image = await testImage('jpeg');
      const put = await upload(() => app, endpoints.putCreditAttachment, req.json().data.id, token, multipart(image));
      expect(put.statusCode).toBe(200);
      const name = put.json().data.attachment.name as string;
      // The object is in the bucket under the configured prefix…
      const direct = await s3Storage({ ...options(), prefix: 'api-test/' }).get(name);
      expect(direct?.contentType).toBe('image/jpeg');
      // …and the API reads it from there for its owner.
      const got = await app.call(endpoints.getUpload, { params: { name }, token });
      expect(got.statusCode).toBe(200);
      expect(Buffer.compare(got.rawPayload, direct!.bytes)).toBe(0);
    } finally {
      await app.close();
    }
  });
});
