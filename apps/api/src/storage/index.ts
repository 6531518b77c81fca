import { mkdirSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config';
import { s3Storage } from './s3';

export { isSafeMediaName, MEDIA_TYPES, mediaTypeOf, type Storage, type StoredFile } from './media';
import { isSafeMediaName, mediaTypeOf, type Storage, type StoredFile } from './media';

function assertSafe(name: string) {
  if (!isSafeMediaName(name)) throw new Error(`unsafe media name: ${name}`);
}

/** Files kept in a Map (DATA_DIR=memory://, tests). */
function memoryStorage(baseUrl: string): Storage {
  const files = new Map<string, StoredFile>();
  const recipes = new Map<string, { draw: () => Promise<Buffer>; contentType: string }>();
  return {
    put: async (name, bytes, contentType) => {
      assertSafe(name);
      files.set(name, { bytes, contentType });
    },
    putLazy: (name, draw, contentType) => {
      assertSafe(name);
      if (!files.has(name)) recipes.set(name, { draw, contentType });
    },
    get: async (name) => {
      if (!isSafeMediaName(name)) return undefined;
      const recipe = recipes.get(name);
      if (recipe) {
        files.set(name, { bytes: await recipe.draw(), contentType: recipe.contentType });
        recipes.delete(name);
      }
      return files.get(name);
    },
    url: (name) => `${baseUrl}/media/${name}`,
  };
}

/** Files in one flat folder (`${DATA_DIR}/media`); writes go through a temp file and a rename. */
function folderStorage(folder: string, baseUrl: string): Storage {
  mkdirSync(folder, { recursive: true });
  return {
    put: async (name, bytes) => {
      assertSafe(name);
      const tmp = join(folder, `.${name}.${process.pid}.tmp`);
      await writeFile(tmp, bytes);
      await rename(tmp, join(folder, name));
    },
    get: async (name) => {
      if (!isSafeMediaName(name)) return undefined;
      try {
        return { bytes: await readFile(join(folder, name)), contentType: mediaTypeOf(name)! };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
    },
    url: (name) => `${baseUrl}/media/${name}`,
  };
}

const opened = new Map<string, Storage>();

/** The storage of a configuration (one instance per DATA_DIR and public URL, so seed and routes share it). */
export function openStorage(config: Pick<Config, 'DATA_DIR' | 'PUBLIC_API_URL'>): Storage {
  const baseUrl = config.PUBLIC_API_URL.replace(/\/+$/, '');
  const key = `${config.DATA_DIR}|${baseUrl}`;
  let storage = opened.get(key);
  if (!storage) {
    storage = config.DATA_DIR.startsWith('memory://')
      ? memoryStorage(baseUrl)
      : folderStorage(join(config.DATA_DIR, 'media'), baseUrl);
    opened.set(key, storage);
  }
  return storage;
}

const uploadStores = new Map<string, Storage>();

/**
 * Where member uploads (receipts, ticket attachments) live: apart from the public media, since they are served only
 * to their owner through the API (never by GET /media). Memory in tests, `DATA_DIR/uploads` by default, or an
 * S3-compatible bucket with UPLOAD_STORAGE=s3.
 */
export function openUploadStorage(
  config: Pick<
    Config,
    | 'DATA_DIR'
    | 'PUBLIC_API_URL'
    | 'UPLOAD_STORAGE'
    | 'S3_BUCKET'
    | 'S3_ENDPOINT'
    | 'S3_REGION'
    | 'S3_ACCESS_KEY_ID'
    | 'S3_SECRET_ACCESS_KEY'
    | 'S3_PREFIX'
    | 'S3_FORCE_PATH_STYLE'
  >,
): Storage {
  const baseUrl = config.PUBLIC_API_URL.replace(/\/+$/, '');
  const key = `${config.UPLOAD_STORAGE}|${config.DATA_DIR}|${config.S3_ENDPOINT}|${config.S3_BUCKET}|${config.S3_PREFIX}`;
  let storage = uploadStores.get(key);
  if (!storage) {
    if (config.UPLOAD_STORAGE === 's3') {
      storage = s3Storage({
        bucket: config.S3_BUCKET!,
        endpoint: config.S3_ENDPOINT,
        region: config.S3_REGION,
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
        prefix: config.S3_PREFIX,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
        baseUrl,
      });
    } else if (config.DATA_DIR.startsWith('memory://')) {
      storage = memoryStorage(baseUrl);
    } else {
      storage = folderStorage(join(config.DATA_DIR, 'uploads'), baseUrl);
    }
    uploadStores.set(key, storage);
  }
  return storage;
}
