import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverProcess } from '../../test/server-process';

// Issue 20: the embedded database runs in a worker thread (docs/decisions/0020). A write the API
// answered 2xx is on disk: the real server process, killed with SIGKILL (no close, no shutdown hook),
// finds it again when it starts on the same data folder.

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'comanda-kill-'));
const server = serverProcess(dataDir, { NODE_ENV: 'production', SEED_DEMO: '', OUTBOX_API: '' });
const api = (url: string, init: RequestInit = {}) =>
  fetch(`${server.base}/api/v1${url}`, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });

afterAll(async () => {
  await server.stop('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the embedded database killed with SIGKILL', () => {
  it('keeps every write that was answered 2xx', async () => {
    const password = /Password[^:]*: (\S+)/.exec(await server.script('create-admin.ts', ['kill@example.com', 'Before']))?.[1];
    await server.start();
    const login = await api('/login', { method: 'POST', body: JSON.stringify({ email: 'kill@example.com', password }) });
    expect(login.status).toBe(200);
    const bearer = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
    const renamed = await api('/me', { method: 'PUT', headers: bearer, body: JSON.stringify({ name: 'After the kill' }) });
    expect(renamed.status).toBe(200);

    await server.stop('SIGKILL');
    const output = await server.start();

    // The session the login wrote and the name the PUT wrote are both there.
    const me = await api('/me', { headers: bearer });
    expect(me.status, output.join('')).toBe(200);
    expect(await me.json()).toMatchObject({ data: { email: 'kill@example.com', full_name: 'After the kill' } });
  }, 180_000);
});
