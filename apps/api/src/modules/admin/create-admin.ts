/**
 * `npm run admin:create -- --email a@b.ir --name "…" [--role admin]` with the password in ADMIN_PASSWORD (or
 * --password): creates a staff account (the first admin) on the configured database and prints its TOTP secret and
 * otpauth:// URL once, to add to an authenticator app. There is no default password.
 */
import { parseArgs } from 'node:util';
import { STAFF_ROLES, type StaffRole } from '@vip/domain';
import { ConfigError, loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { prepareDatabase } from '../../db/prepare';
import { ApiError } from '../../http/errors';
import { createStaff } from './staff-service';

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string', default: process.env.ADMIN_EMAIL },
      name: { type: 'string', default: process.env.ADMIN_NAME ?? '' },
      role: { type: 'string', default: 'admin' },
      password: { type: 'string', default: process.env.ADMIN_PASSWORD },
    },
  });
  if (!values.email || !values.password) {
    console.error('Usage: ADMIN_PASSWORD=… npm run admin:create -- --email <e-mail> --name <full name> [--role admin]');
    process.exit(64);
  }
  if (!STAFF_ROLES.includes(values.role as StaffRole)) {
    console.error(`--role must be one of ${STAFF_ROLES.join(', ')}`);
    process.exit(64);
  }
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await prepareDatabase(database, config);
    const made = await createStaff(database.db, {
      email: values.email,
      password: values.password,
      fullName: values.name ?? '',
      role: values.role as StaffRole,
    });
    console.log(`Staff account #${made.staff.id} (${made.staff.email}, ${made.staff.role}) created.`);
    console.log('Add this to an authenticator app now; it is not shown again:');
    console.log(`  secret: ${made.secret}`);
    console.log(`  ${made.otpauthUrl}`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  if (err instanceof ApiError || err instanceof ConfigError) {
    console.error(err.message);
    process.exit(65);
  }
  console.error(err);
  process.exit(1);
});
