import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/helper';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'comanda-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  const big = 'export const x = "' + 'comanda '.repeat(2000) + '";';
  fs.writeFileSync(path.join(dist, 'assets', 'big-abc123.js'), big);
  fs.writeFileSync(path.join(dist, 'assets', 'big-abc123.js.br'), zlib.brotliCompressSync(big));
  fs.writeFileSync(path.join(dist, 'assets', 'big-abc123.js.gz'), zlib.gzipSync(big));
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
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

  it('sends the precompressed file the browser accepts, brotli first, and the raw one otherwise', async () => {
    const url = '/assets/big-abc123.js';
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('comanda comanda');
    expect(br.rawPayload.length).toBeLessThan(1000);
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(16_000);
  });

  it('lets browsers keep hashed assets for a year and revalidate the page and other files', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/big-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
    const page = await t.app.inject({ method: 'GET', url: '/cardapio' });
    expect(page.headers['cache-control']).toBe('no-cache');
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
