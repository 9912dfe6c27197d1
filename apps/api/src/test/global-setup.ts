import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { openEmbedded, openPostgres } from '../db/client';

// Migrates once per run: a PGlite snapshot file (embedded) or a template database (TEST_DATABASE_URL),
// from which every test file gets a fresh database of its own.
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
  const db = await openEmbedded();
  await db.migrate();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'comanda-test-')), 'snapshot.tar.gz');
  await db.dump(file);
  await db.close();
  provide('pgliteSnapshot', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
