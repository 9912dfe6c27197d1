import fs from 'node:fs';
import { placeNameKey } from '@comanda/domain/regions/place-name';

// node --import tsx apps/api/src/scripts/regions-seed-sql.ts <estados.csv> <municipios.csv>
// Prints the INSERTs of Brazil's states and municipalities that migration 0003_regions.sql carries,
// from the CSV files of github.com/kelvins/municipios-brasileiros (docs/decisions/0021). A later
// update of the list goes into a new migration, as UPDATE/INSERT … ON CONFLICT statements.

const [statesFile, citiesFile] = process.argv.slice(2);
if (!statesFile || !citiesFile) {
  console.error('usage: regions-seed-sql.ts <csv/estados.csv> <csv/municipios.csv>');
  process.exit(2);
}

/** Rows of a simple CSV (no quoted fields: the source has none), by its header's names. */
function readCsv(file: string): Record<string, string>[] {
  const [header, ...lines] = fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '').trim().split(/\r?\n/);
  const names = header!.split(',');
  return lines.map((line) => {
    const cells = line.split(',');
    if (cells.length !== names.length) throw new Error(`${file}: unexpected line ${line}`);
    return Object.fromEntries(names.map((name, i) => [name, cells[i]!.trim()]));
  });
}

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
const code = (text: string | undefined) => {
  if (!text || !/^\d+$/.test(text)) throw new Error(`not an IBGE code: ${text}`);
  return Number(text);
};

const states = readCsv(statesFile).sort((a, b) => code(a['codigo_uf']) - code(b['codigo_uf']));
const cities = readCsv(citiesFile);
if (states.length !== 27) throw new Error(`expected 27 states, found ${states.length}`);

const out: string[] = [];
out.push(
  `INSERT INTO "states" ("id", "uf", "name") VALUES\n${states
    .map((s) => `(${code(s['codigo_uf'])}, ${quote(s['uf']!)}, ${quote(s['nome']!)})`)
    .join(',\n')};`,
);
for (const state of states) {
  const id = code(state['codigo_uf']);
  const own = cities.filter((c) => code(c['codigo_uf']) === id).sort((a, b) => code(a['codigo_ibge']) - code(b['codigo_ibge']));
  out.push(
    `-- ${state['nome']} (${own.length})\nINSERT INTO "cities" ("id", "state_id", "name", "name_key") VALUES\n${own
      .map((c) => `(${code(c['codigo_ibge'])}, ${id}, ${quote(c['nome']!)}, ${quote(placeNameKey(c['nome']!))})`)
      .join(',\n')};`,
  );
}
const total = states.reduce((sum, s) => sum + cities.filter((c) => code(c['codigo_uf']) === code(s['codigo_uf'])).length, 0);
if (total !== cities.length) throw new Error(`${cities.length - total} municipalities name no known state`);
console.log(out.join('\n--> statement-breakpoint\n'));
