import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { isSafeMediaName, mediaTypeOf, type Storage } from './media';

/** What an S3-compatible bucket needs (AWS, MinIO, Arvan, …). */
export interface S3Options {
  bucket: string;
  /** Empty for AWS itself. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Key prefix of every object, e.g. `uploads/`. */
  prefix: string;
  forcePathStyle: boolean;
  /** Public URL base of `url(name)` (files are still fetched through the API, never from the bucket directly). */
  baseUrl: string;
}

/**
 * The Storage interface on an S3-compatible bucket, so several API instances share uploads. Names are the
 * server's own (checked as for the folder storage); objects are private: the API reads and serves them.
 */
export function s3Storage(o: S3Options): Storage {
  const client = new S3Client({
    region: o.region,
    endpoint: o.endpoint,
    forcePathStyle: o.forcePathStyle,
    ...(o.accessKeyId && o.secretAccessKey
      ? { credentials: { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey } }
      : {}),
  });
  const key = (name: string) => `${o.prefix}${name}`;
  return {
    put: async (name, bytes, contentType) => {
      if (!isSafeMediaName(name)) throw new Error(`unsafe media name: ${name}`);
      await client.send(
        new PutObjectCommand({ Bucket: o.bucket, Key: key(name), Body: bytes, ContentType: contentType }),
      );
    },
    get: async (name) => {
      if (!isSafeMediaName(name)) return undefined;
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: o.bucket, Key: key(name) }));
        const bytes = Buffer.from(await out.Body!.transformToByteArray());
        return { bytes, contentType: mediaTypeOf(name)! };
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return undefined;
        throw err;
      }
    },
    url: (name) => `${o.baseUrl}/media/${name}`,
  };
}
