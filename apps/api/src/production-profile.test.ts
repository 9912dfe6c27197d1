import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverProcess } from './test/server-process';

// Issue 11: `npm start` with NODE_ENV=production on an empty database, as an operator runs it: the
// real server process, no demo accounts, no outbox, and the documented first-admin command works.

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'comanda-prod-'));
const server = serverProcess(dataDir, { NODE_ENV: 'production', SEED_DEMO: '', OUTBOX_API: '' });

const startServer = () => server.start();
const stopServer = () => server.stop();

const login = (email: string, password: string) =>
  fetch(`${server.base}/api/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });

afterAll(async () => {
  await stopServer();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the production profile on an empty database', () => {
  it('has no demo accounts and no outbox, and the first admin comes from npm run admin:create', async () => {
    const output = await startServer();
    const log = () => output.join('');
    expect(log()).not.toContain('comanda123');
    expect((await login('admin@comanda.dev', 'comanda123')).status, log()).toBe(422);
    expect((await login('owner@comanda.dev', 'comanda123')).status, log()).toBe(422);
    expect((await fetch(`${server.base}/api/v1/dev/outbox`)).status, log()).toBe(404);
    await stopServer();

    // The embedded database is one process's: the command runs while the server is stopped.
    const stdout = await server.script('create-admin.ts', ['dona@example.com', 'Dona', 'Maria']);
    const password = /Password[^:]*: (\S+)/.exec(stdout)?.[1];
    expect(password, stdout).toMatch(/^[\w-]{24}$/);

    const again = await startServer();
    const res = await login('dona@example.com', password!);
    expect(res.status, again.join('')).toBe(200);
    const { access_token } = (await res.json()) as { access_token: string };
    const me = await fetch(`${server.base}/api/v1/me`, { headers: { authorization: `Bearer ${access_token}` } });
    expect(await me.json()).toMatchObject({ data: { email: 'dona@example.com', full_name: 'Dona Maria', is_admin: true } });
  }, 180_000);
});
