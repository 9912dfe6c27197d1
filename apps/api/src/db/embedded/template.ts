import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/*
 * A new embedded database is a copy of a template: an empty, initialised PGlite data folder, made once
 * per installed PGlite version (npm install makes it, see apps/api's postinstall) and kept in
 * node_modules/.cache, where build tools keep what they can make again. Making it is PGlite's
 * initdb: several seconds and about 1 GB of memory; copying it is a fraction of a second. It holds no
 * migration: keyed on the schema, every change of it would make the template again, and the
 * migrations on an empty database take a fraction of a second anyway.
 */

const require = createRequire(import.meta.url);
const pgliteDir = path.dirname(path.dirname(require.resolve('@electric-sql/pglite')));
const pgliteVersion = (JSON.parse(fs.readFileSync(path.join(pgliteDir, 'package.json'), 'utf8')) as { version: string }).version;

const fileName = `pglite-${pgliteVersion}.tar.gz`;
/** node_modules/.cache/comanda beside the installed PGlite; the system's temporary folder if that is read-only. */
const places = [path.join(pgliteDir, '..', '..', '.cache', 'comanda', fileName), path.join(os.tmpdir(), `comanda-${fileName}`)];

/** The template's path, made first if this installation has none yet. */
export async function ensureTemplate(log: (line: string) => void = () => undefined): Promise<string> {
  const found = places.find((file) => fs.existsSync(file));
  if (found) return found;
  log('Creating the embedded database template (once per installed PGlite version)');
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = await PGlite.create();
  try {
    const bytes = Buffer.from(await (await pg.dumpDataDir('gzip')).arrayBuffer());
    for (const file of places) {
      try {
        fs.mkdirSync(path.dirname(file), { recursive: true });
        // Written aside and renamed: a process starting meanwhile never reads half a template.
        const partial = `${file}.${process.pid}.partial`;
        fs.writeFileSync(partial, bytes);
        fs.renameSync(partial, file);
        return file;
      } catch (err) {
        log(`Could not write ${file}: ${String(err)}`);
      }
    }
    throw new Error('No writable place for the embedded database template');
  } finally {
    await pg.close();
  }
}
