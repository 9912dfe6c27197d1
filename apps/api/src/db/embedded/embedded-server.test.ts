import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import postgres from 'postgres';
import { startEmbeddedServer, type EmbeddedServer } from './embedded-server';
import { ensureEmptyTemplate } from './template';

// The embedded database's worker as a PostgreSQL server (docs/decisions/0020): one connection at a
// time, and a connection that goes away leaves no transaction and no session state to the next.

let server: EmbeddedServer;
const clients: postgres.Sql[] = [];
const client = () => {
  const sql = postgres({ socket: () => server.connect(), max: 1, username: 'postgres', database: 'postgres', onnotice: () => undefined } as postgres.Options<Record<string, postgres.PostgresType>>);
  clients.push(sql);
  return sql;
};

beforeAll(async () => {
  server = await startEmbeddedServer({ template: await ensureEmptyTemplate() });
  const setup = client();
  await setup`create table marks (label text primary key)`;
  await setup.end();
});
afterAll(async () => {
  for (const sql of clients) await sql.end({ timeout: 1 });
  await server.stop();
});

describe('the embedded database server', () => {
  it('answers an error, then the next query on the same connection', async () => {
    const sql = client();
    await expect(sql`select * from no_such_table`).rejects.toMatchObject({ code: '42P01' });
    expect(await sql`select 1 as one`).toEqual([{ one: 1 }]);
    await sql.end();
  });

  it('serves a second connection once the first has closed, without its open transaction or settings', async () => {
    const first = client();
    const second = client();
    const tx = await first.reserve();
    await tx`set application_name = 'first'`;
    await tx`begin`;
    await tx`insert into marks values ('never committed')`;
    let secondDone = false;
    const waiting = second`select label from marks`.then((rows) => {
      secondDone = true;
      return rows;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(secondDone).toBe(false); // PGlite has one backend: the second connection waits its turn
    tx.release();
    await first.end(); // goes away with the transaction open
    expect(await waiting).toEqual([]);
    expect(await second`show application_name`).not.toEqual([{ application_name: 'first' }]);
    await second.end();
  });

  it('dumps the database as a tarball a new server starts from', async () => {
    const sql = client();
    await sql`insert into marks values ('kept')`;
    await sql.end();
    const file = path.join(os.tmpdir(), `comanda-embedded-dump-${process.pid}.tar.gz`);
    await server.dump(file);
    const copy = await startEmbeddedServer({ template: file });
    const sqlCopy = postgres({ socket: () => copy.connect(), max: 1, username: 'postgres', database: 'postgres' } as postgres.Options<Record<string, postgres.PostgresType>>);
    expect(await sqlCopy`select label from marks`).toEqual([{ label: 'kept' }]);
    await sqlCopy.end();
    await copy.stop();
    fs.rmSync(file);
  }, 90_000); // a dump, a second PGlite started from it (WASM compile): seconds alone, more on a busy machine
});
