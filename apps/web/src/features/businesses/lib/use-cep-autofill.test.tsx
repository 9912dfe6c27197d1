import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CepFilledFields } from './cep-address-patch';
import { useCepAutofill, type CepAutofillTarget } from './use-cep-autofill';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const EMPTY: CepFilledFields = { address_street: '', district: '', city: '', state: '' };
const RIO = { zipcode: '20040-020', street: 'Rua da Assembleia', district: 'Centro', city: 'Rio de Janeiro', state: 'RJ' };

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

let root: Root;
let container: HTMLDivElement;
let hook: ReturnType<typeof useCepAutofill>;
let fills: Array<[CepFilledFields, string | null]>;
let input: HTMLInputElement;

function Probe({ target }: { target: CepAutofillTarget }) {
  hook = useCepAutofill(target);
  return null;
}

beforeEach(() => {
  fills = [];
  container = document.createElement('div');
  input = document.createElement('input');
  document.body.append(container, input);
  root = createRoot(container);
  act(() => root.render(<Probe target={{ getValues: () => EMPTY, fill: (patch, focus) => void fills.push([patch, focus]) }} />));
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  input.remove();
});

async function type(value: string) {
  input.value = value;
  await act(async () => hook.onZipcodeChange(input));
}

describe('the CEP field fills the address, or lets the person type it', () => {
  it('a full CEP asks the API once and fills the fields, moving on to the number while the CEP has focus', async () => {
    const fetch = vi.fn(async (_url: string) => answer(200, { data: RIO }));
    vi.stubGlobal('fetch', fetch);
    input.focus();
    await type('20040-02');
    expect(fetch).not.toHaveBeenCalled();
    await type('20040-020');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/v1/cep/20040020');
    expect(fills).toEqual([[{ address_street: 'Rua da Assembleia', district: 'Centro', city: 'Rio de Janeiro', state: 'RJ' }, 'address_number']]);
    expect(hook.status).toBe('found');
  });

  it('an unknown CEP says so and fills nothing', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(404, { message: 'CEP não encontrado.' })));
    await type('99999-999');
    expect(hook.status).toBe('not_found');
    expect(fills).toEqual([]);
  });

  it('a provider that is down or slow (502, 504) or no network means "type it", never an error', async () => {
    for (const outcome of [answer(502, { message: 'x' }), answer(504, { message: 'x' })]) {
      vi.stubGlobal('fetch', vi.fn(async () => outcome));
      await type('01001-000');
      expect(hook.status).toBe('unavailable');
      await type('');
      expect(hook.status).toBe('idle');
    }
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await type('01001-000');
    expect(hook.status).toBe('unavailable');
    expect(fills).toEqual([]);
  });

  it('an answer for a CEP typed over since is dropped', async () => {
    let release: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (release = resolve))));
    input.value = '20040-020';
    let pending: Promise<void> = Promise.resolve();
    act(() => void (pending = hook.onZipcodeChange(input)));
    await type('2004');
    await act(async () => {
      release(answer(200, { data: RIO }));
      await pending;
    });
    expect(fills).toEqual([]);
    expect(hook.status).toBe('idle');
  });
});
