import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/helper';
import { createUser } from './test/factories';

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
});
afterAll(async () => t.close());

describe('request logging', () => {
  it('logs each request without its token, cookie or password', async () => {
    const user = await createUser(t.app);
    await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { ...user.headers, cookie: `comanda_session=${user.token}` } });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: { email: user.email, password: 'segredo-que-nao-pode-vazar' },
    });
    const log = lines.join('\n');
    expect(log).toContain('/api/v1/me');
    expect(log).toContain('/api/v1/login');
    expect(log).not.toContain(user.token);
    expect(log).not.toContain('segredo-que-nao-pode-vazar');
  });
});
