import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from './test/factories';
import { createTestApp, type TestApp } from './test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('platform', () => {
  it('answers the health check', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown API route with 404 and a message in Portuguese by default', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Rota não encontrada.' });
  });

  it('answers in English when the request asks for it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here', headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(res.json()).toEqual({ message: 'Route not found.' });
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });

  it('sends security headers with a content security policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('tells browsers and proxies not to keep API answers (Cache-Control: no-store)', async () => {
    const owner = await createUser(t.app);
    for (const url of ['/api/v1/me', '/api/v1/businesses', '/api/v1/nothing-here']) {
      const res = await t.app.inject({ method: 'GET', url, headers: owner.headers });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const unauthenticated = await t.app.inject({ method: 'GET', url: '/api/v1/me' });
    expect(unauthenticated.headers['cache-control']).toBe('no-store');
  });

  it('answers an oversized body with 413, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.com', password: 'x'.repeat(2_000_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('O conteúdo enviado é grande demais.');
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/login', headers: { 'content-type': 'text/xml' }, payload: '<a/>' });
    expect(res.statusCode).toBe(415);
  });

  it('answers malformed JSON with 400 and a message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'O corpo da requisição não é um JSON válido.' });
  });
});
