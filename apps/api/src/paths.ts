import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Works from src/ (tests, tsx) and from the esbuild bundle in dist/: walk up to the app folder.
function appRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'drizzle.config.ts'))) {
    const up = dirname(dir);
    if (up === dir) throw new Error('apps/api folder not found');
    dir = up;
  }
  return dir;
}

/** Root folder of the API app (apps/api). */
export const apiRoot = appRoot();
/** Committed drizzle-kit migrations. */
export const migrationsFolder = join(apiRoot, 'drizzle');
