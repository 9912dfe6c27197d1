import postgres from 'postgres';
import { ensureMigratedTemplate, openPostgres } from '../db/client';

// Migrates once: the embedded database's migrated template (made once per schema and kept,
// db/embedded/template.ts), or a template database per run (TEST_DATABASE_URL); every test file
// gets a fresh database of its own from it.
export default async function setup({ provide }: { provide: (key: string, value: string) => void }) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `comanda_test_template_${process.pid}`;
    const admin = postgres(url, { max: 1, onnotice: () => undefined });
    await admin.unsafe(`DROP DATABASE IF EXISTS ${template}`);
    await admin.unsafe(`CREATE DATABASE ${template}`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${template}`;
    const db = openPostgres(templateUrl.toString());
    await db.migrate();
    await db.close();
    provide('pgTemplate', template);
    return async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }
  provide('pgliteSnapshot', await ensureMigratedTemplate());
}
