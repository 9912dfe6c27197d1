import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/*
 * A new embedded database is a copy of a template (docs/decisions/0020), a PGlite dumpDataDir tarball
 * kept in node_modules/.cache/comanda, where build tools keep what they can make again:
 * - the empty template, an initialised data folder, one per installed PGlite version. Making it is
 *   PGlite's initdb (seconds and about 1 GB of memory), done once; copying it is a fraction of that.
 * - the migrated template, the empty one with every migration applied, one per schema (a hash of
 *   the migrations folder): a new database from it skips the migrations too.
 * npm install makes both (apps/api's postinstall), and so does a test run. A start that finds no
 * migrated template for its schema (a migration added since) copies the empty one and migrates.
 * Beside the migrated tarball lies the same database unpacked (the tarball's name without .tar.gz):
 * a new data folder is a plain copy of that folder, which costs a fraction of unpacking the tarball
 * (measured: 0.3–0.5 s of CPU against 1.9–2.1 s). In-memory databases (tests) load the tarball.
 */

const require = createRequire(import.meta.url);
const pgliteDir = path.dirname(path.dirname(require.resolve('@electric-sql/pglite')));
const pgliteVersion = (JSON.parse(fs.readFileSync(path.join(pgliteDir, 'package.json'), 'utf8')) as { version: string }).version;
/** node_modules/.cache/comanda beside the installed PGlite; the system's temporary folder if that is read-only. */
const folders = [path.join(pgliteDir, '..', '..', '.cache', 'comanda'), path.join(os.tmpdir(), 'comanda-cache')];

const emptyName = `pglite-${pgliteVersion}.tar.gz`;
const migratedPrefix = `pglite-${pgliteVersion}-schema-`;

function schemaHash(migrationsFolder: string): string {
  const hash = createHash('sha256');
  const files = fs.readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const full = path.join(migrationsFolder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

function find(name: string): string | undefined {
  return folders.map((folder) => path.join(folder, name)).find((file) => fs.existsSync(file));
}

/** Writes a template through `write` (aside, then renamed: a process starting meanwhile never reads half of one). */
async function save(name: string, write: (file: string) => Promise<void>, log: (line: string) => void): Promise<string> {
  for (const folder of folders) {
    const file = path.join(folder, name);
    const partial = `${file}.${process.pid}.partial`;
    try {
      fs.mkdirSync(folder, { recursive: true });
      await write(partial);
      fs.renameSync(partial, file);
      return file;
    } catch (err) {
      fs.rmSync(partial, { force: true });
      log(`Could not write ${file}: ${String(err)}`);
    }
  }
  throw new Error('No writable place for the embedded database template');
}

/** The empty template's path, made first (initdb) if this installation has none yet. */
export async function ensureEmptyTemplate(log: (line: string) => void = () => undefined): Promise<string> {
  const found = find(emptyName);
  if (found) return found;
  log('Creating the embedded database template (once per installed PGlite version)');
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = await PGlite.create();
  try {
    return await save(emptyName, async (file) => fs.writeFileSync(file, Buffer.from(await (await pg.dumpDataDir('gzip')).arrayBuffer())), log);
  } finally {
    await pg.close();
  }
}

/** The folder a template tarball was unpacked to, if it was (a new data folder is copied from it). */
export function unpackedFolder(tarball: string): string | undefined {
  const folder = tarball.replace(/\.tar\.gz$/, '');
  return folder !== tarball && fs.existsSync(path.join(folder, 'PG_VERSION')) ? folder : undefined;
}

/** The migrated template of this schema, if one was made. */
export function findMigratedTemplate(migrationsFolder: string): string | undefined {
  return find(`${migratedPrefix}${schemaHash(migrationsFolder)}.tar.gz`);
}

/**
 * Saves the migrated template of this schema (`write` dumps it to a file), then unpacks it beside
 * itself (`unpack` opens a data folder from the tarball), and removes those of older schemas.
 */
export async function saveMigratedTemplate(
  migrationsFolder: string,
  write: (file: string) => Promise<void>,
  unpack: (tarball: string, folder: string) => Promise<void>,
): Promise<string> {
  const name = `${migratedPrefix}${schemaHash(migrationsFolder)}.tar.gz`;
  const file = await save(name, write, () => undefined);
  const folder = file.replace(/\.tar\.gz$/, '');
  const current = path.basename(folder);
  const partial = `${folder}.${process.pid}.partial`;
  await unpack(file, partial);
  fs.rmSync(folder, { recursive: true, force: true });
  fs.renameSync(partial, folder);
  for (const old of fs.readdirSync(path.dirname(file))) {
    if (old.startsWith('pglite-') && old.includes('-schema-') && !old.startsWith(current) && !old.includes('.partial')) {
      fs.rmSync(path.join(path.dirname(file), old), { recursive: true, force: true });
    }
  }
  return file;
}
