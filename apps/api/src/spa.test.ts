import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/helper';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'comanda-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers a page path of the SPA with index.html so the browser router decides', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/customers/12/points-history' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('id="root"');
  });

  it('serves built assets as files', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1)');
  });

  it('keeps unknown API paths a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Rota não encontrada.' });
  });

  it('does not answer a POST to a page path with the SPA', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/customers', payload: {} });
    expect(res.statusCode).toBe(404);
  });

  it('answers a missing asset with 404 instead of the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/missing-chunk.js' });
    expect(res.statusCode).toBe(404);
  });

  it('answers HEAD on a page path', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/login' });
    expect(res.statusCode).toBe(200);
  });
});
