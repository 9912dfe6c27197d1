import { z } from 'zod';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createPlatformAdmin } from '../modules/platform-admins/create-platform-admin';
import { ensureReferenceData } from '../seed/reference-data';

// npm run admin:create -- <e-mail> [name]
// Creates the first platform admin of an installation (or makes an existing account one) against
// the configured database (DATABASE_URL or the embedded one in DATA_DIR), and prints the generated
// password once. README "Production".

const [emailArg, ...nameParts] = process.argv.slice(2);
const email = z.string().trim().toLowerCase().max(191).pipe(z.email()).safeParse(emailArg ?? '');
if (!email.success) {
  console.error('usage: npm run admin:create -- <e-mail> [name]');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  await ensureReferenceData(database.db);
  const result = await createPlatformAdmin(database.db, { email: email.data, name: nameParts.join(' ').trim() || 'Admin' });
  if (result.status === 'created') {
    console.log(`Platform admin created: ${email.data}`);
    console.log(`Password (shown only now; keep it in a password manager): ${result.password}`);
  } else {
    console.log(`${email.data} already had an account; it is now a platform admin (password unchanged).`);
  }
} finally {
  await database.close();
}
