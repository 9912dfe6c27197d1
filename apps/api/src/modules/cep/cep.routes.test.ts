import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startViaCepMock, type ViaCepMock } from '../../integrations/cep/viacep-mock';
import { createUser, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/helper';

let viacep: ViaCepMock;
let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  viacep = await startViaCepMock();
  t = await createTestApp({ CEP_API_URL: viacep.baseUrl, CEP_TIMEOUT_MS: '2000' });
  user = await createUser(t.app);
});
afterAll(async () => {
  await t.close();
  await viacep.close();
});
beforeEach(() => viacep.behave('normal'));

const lookup = (zipcode: string, headers: Record<string, string> = user.headers) =>
  t.app.inject({ method: 'GET', url: `/api/v1/cep/${encodeURIComponent(zipcode)}`, headers });

describe('GET /api/v1/cep/{zipcode}', () => {
  it('answers street, bairro, city and state from the provider, with or without the hyphen', async () => {
    for (const zipcode of ['20040-020', '20040020']) {
      const res = await lookup(zipcode);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: { zipcode: '20040-020', street: 'Rua da Assembleia', district: 'Centro', city: 'Rio de Janeiro', state: 'RJ' },
      });
    }
    expect(viacep.requests.slice(-2)).toEqual(['20040020', '20040020']);
  });

  it("a town's single CEP gives its city and state with street and bairro left to type", async () => {
    const res = await lookup('78175-000');
    expect(res.json().data).toEqual({ zipcode: '78175-000', street: '', district: '', city: 'Poconé', state: 'MT' });
  });

  it('refuses a CEP that is not 8 digits with 422 on zipcode, without asking the provider', async () => {
    const asked = viacep.requests.length;
    for (const zipcode of ['1234', '123456789', '0100a000', '01001--000']) {
      const res = await lookup(zipcode);
      expect(res.statusCode, zipcode).toBe(422);
      expect(res.json().errors).toEqual({ zipcode: ['O campo CEP deve ter 8 dígitos'] });
    }
    expect((await lookup('1234', { ...user.headers, 'accept-language': 'en' })).json().errors).toEqual({ zipcode: ['The ZIP code field must have 8 digits'] });
    expect(viacep.requests.length).toBe(asked);
  });

  it('answers 404 for a CEP the provider does not know', async () => {
    const res = await lookup('99999-999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'CEP não encontrado.' });
  });

  it('answers 504, never 500, when the provider does not answer within CEP_TIMEOUT_MS', async () => {
    viacep.behave('slow');
    const started = Date.now();
    const res = await lookup('01001-000');
    expect(res.statusCode).toBe(504);
    expect(res.json()).toEqual({ message: 'A consulta do CEP demorou demais.' });
    expect(Date.now() - started).toBeLessThan(8000);
  });

  it('answers 502 when the provider fails or answers something that is no address', async () => {
    for (const behaviour of ['error', 'garbage'] as const) {
      viacep.behave(behaviour);
      const res = await lookup('01001-000');
      expect(res.statusCode, behaviour).toBe(502);
      expect(res.json()).toEqual({ message: 'Não foi possível consultar o CEP agora.' });
    }
  });

  it('answers 502 when nothing listens at CEP_API_URL', async () => {
    const down = await t.sibling({ CEP_API_URL: 'http://127.0.0.1:9/ws' });
    const res = await down.inject({ method: 'GET', url: '/api/v1/cep/01001-000', headers: user.headers });
    expect(res.statusCode).toBe(502);
  });

  it('needs a session', async () => {
    expect((await lookup('01001-000', {})).statusCode).toBe(401);
  });
});
