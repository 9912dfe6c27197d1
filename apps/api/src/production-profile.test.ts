import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

// Issue 11: `npm start` with NODE_ENV=production on an empty database, as an operator runs it: the
// real server process, no demo accounts, no outbox, and the documented first-admin command works.

const apiDir = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'comanda-prod-'));
const port = 20_000 + Math.floor(Math.random() * 20_000);
const base = `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  SEED_DEMO: '',
  OUTBOX_API: '',
  LOG_LEVEL: 'warn',
  WEB_DIST: path.join(dataDir, 'no-web'),
};
let server: ChildProcess | null = null;

async function startServer(): Promise<string[]> {
  const output: string[] = [];
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: apiDir, env });
  server.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
  server.stderr?.on('data', (d: Buffer) => output.push(d.toString()));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited: ${output.join('')}`);
    const up = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
    if (up) return output;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start: ${output.join('')}`);
}

async function stopServer() {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null) return;
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

const login = (email: string, password: string) =>
  fetch(`${base}/api/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });

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
    expect((await fetch(`${base}/api/v1/dev/outbox`)).status, log()).toBe(404);
    await stopServer();

    // The embedded database is one process's: the command runs while the server is stopped.
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/scripts/create-admin.ts', 'dona@example.com', 'Dona', 'Maria'], {
      cwd: apiDir,
      env,
    });
    const password = /Password[^:]*: (\S+)/.exec(stdout)?.[1];
    expect(password, stdout).toMatch(/^[\w-]{24}$/);

    const again = await startServer();
    const res = await login('dona@example.com', password!);
    expect(res.status, again.join('')).toBe(200);
    const { access_token } = (await res.json()) as { access_token: string };
    const me = await fetch(`${base}/api/v1/me`, { headers: { authorization: `Bearer ${access_token}` } });
    expect(await me.json()).toMatchObject({ data: { email: 'dona@example.com', full_name: 'Dona Maria', is_admin: true } });
  }, 180_000);
});
