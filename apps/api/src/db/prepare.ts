import type { Config } from '../config';
import { ensureApiKey } from '../http/api-key';
import type { Database } from './client';
import { openStorage } from '../storage';
import { seedDemoData, seeders } from './seed';

/** Migrates, seeds demo data once (when enabled) and makes sure the storefront's API key exists. */
export async function prepareDatabase(
  database: Database,
  config: Pick<Config, 'API_KEY' | 'SEED_DEMO' | 'DATA_DIR' | 'PUBLIC_API_URL'>,
) {
  await database.migrate();
  if (config.SEED_DEMO) await seedDemoData(database.db, seeders, { storage: openStorage(config) });
  await ensureApiKey(database.db, config.API_KEY);
}
