import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, setUnauthorizedHandler } from './api-client';
import { rememberLocale } from './locale';
import * as upgradePrompt from './upgrade-prompt';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('apiRequest', () => {
  const onUnauthorized = vi.fn();
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    setUnauthorizedHandler(onUnauthorized);
    onUnauthorized.mockReset();
  });

  afterEach(() => setUnauthorizedHandler(null));

  it('sends JSON with the session cookie, the CSRF header and the UI language', async () => {
    rememberLocale('en');
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { id: 1 } }));
    const res = await apiRequest<{ data: { id: number } }>('/businesses', { method: 'POST', body: { name: 'Bar' } });
    expect(res.data.id).toBe(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/businesses');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"name":"Bar"}');
    const headers = init.headers as Record<string, string>;
    expect(headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(headers['Accept-Language']).toBe('en');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers['Authorization']).toBeUndefined();
    rememberLocale('pt');
  });

  it('sends an Idempotency-Key only when given one', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { data: {} })).mockResolvedValueOnce(jsonResponse(200, { data: {} }));
    await apiRequest('/products/7/duplicate', { method: 'PUT', idempotencyKey: 'k1' });
    await apiRequest('/products/7', { method: 'PUT', body: {} });
    const headersOf = (call: number) => (fetchMock.mock.calls[call]?.[1] as RequestInit).headers as Record<string, string>;
    expect(headersOf(0)['Idempotency-Key']).toBe('k1');
    expect(headersOf(1)['Idempotency-Key']).toBeUndefined();
  });

  it('puts the query in the URL, skipping empty values', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: [] }));
    await apiRequest('/businesses/all', { query: { page: 2, search: '', per_page: 20, x: undefined } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/businesses/all?page=2&per_page=20');
  });

  it('sends FormData as multipart, letting the browser set the boundary', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: {} }));
    const form = new FormData();
    form.append('avatar', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await apiRequest('/me/avatar', { method: 'POST', body: form });
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('returns undefined for 204', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiRequest('/logout', { method: 'POST' })).resolves.toBeUndefined();
  });

  it('a 401 calls the unauthorized handler (logout, locale, login) and throws ApiError', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Não autenticado.' }));
    const error = await apiRequest('/businesses').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).message).toBe('Não autenticado.');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith(error);
  });

  it('a 401 of the login call itself (wrong password) does not log anybody out', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Credenciais inválidas.' }));
    await expect(apiRequest('/login', { method: 'POST', body: {}, handleUnauthorized: false })).rejects.toMatchObject({
      status: 401,
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('other statuses do not call the unauthorized handler', async () => {
    fetchMock.mockResolvedValue(jsonResponse(403, { message: 'Sem permissão.', code: 'business_blocked' }));
    const error = (await apiRequest('/businesses').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(403);
    expect(error.code).toBe('business_blocked');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a 422 carries the field errors', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(422, { message: 'Dados inválidos.', errors: { email: ['O campo e-mail é obrigatório'] } }),
    );
    const error = (await apiRequest('/register', { method: 'POST', body: {} }).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(422);
    expect(error.errors).toEqual({ email: ['O campo e-mail é obrigatório'] });
  });

  it('a body that is not JSON still gives an ApiError with the status text, or Error', async () => {
    fetchMock.mockResolvedValue(new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiRequest('/me')).rejects.toMatchObject({ status: 502, message: 'Bad Gateway' });
    fetchMock.mockResolvedValue(new Response('', { status: 500 }));
    await expect(apiRequest('/me')).rejects.toMatchObject({ status: 500, message: 'Error' });
  });

  it('a network failure is an ApiError with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('/me')).rejects.toMatchObject({ status: 0 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a feature_unavailable answer opens the upgrade modal with the context of its feature, and still rejects', async () => {
    const requestUpgrade = vi.spyOn(upgradePrompt, 'requestUpgrade');
    fetchMock.mockResolvedValue(jsonResponse(403, { message: 'Sem promoções.', code: 'feature_unavailable', feature: 'product_promotion' }));
    await expect(apiRequest('/products/1/promotions', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 403,
      code: 'feature_unavailable',
      feature: 'product_promotion',
    });
    expect(requestUpgrade).toHaveBeenCalledWith('product_promotion');
    // A code the modal has no context for opens its 'default' one.
    fetchMock.mockResolvedValue(jsonResponse(403, { message: 'Não incluso.', code: 'feature_unavailable', feature: 'teleport' }));
    await apiRequest('/x').catch(() => undefined);
    expect(requestUpgrade).toHaveBeenLastCalledWith('default');
    // Another 403 opens nothing.
    requestUpgrade.mockClear();
    fetchMock.mockResolvedValue(jsonResponse(403, { message: 'Sem permissão.' }));
    await apiRequest('/x').catch(() => undefined);
    expect(requestUpgrade).not.toHaveBeenCalled();
    requestUpgrade.mockRestore();
  });
});
