import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuditEntryResource, AuditLogPage } from '@comanda/domain/audit/audit-resource';
import pt from '../../../locales/pt.json';
import auditPt from '../../../locales/audit/pt.json';
import { NO_AUDIT_FILTERS, type AuditFilters } from '../lib/audit-filters';
import { AuditLog } from './audit-log';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The audit page (issue 19): entries newest first with when (business time), who and what, the
// cancel's reason in plain words, details on demand, "Carregar mais" by cursor, and its empty states.

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'pt', resources: { pt: { translation: { ...pt, audit: auditPt } } }, interpolation: { escapeValue: false } });
});

const business = { id: 5, timezone: 'America/Sao_Paulo', currency: 'BRL' };
const entry = (id: number, overrides: Partial<AuditEntryResource>): AuditEntryResource => ({
  id,
  at: '2026-11-26T02:30:00.000Z',
  action: 'order.create',
  entity: 'order',
  entity_id: '10',
  actor: { id: 1, name: 'Ana Souza' },
  actor_kind: 'staff',
  actor_source: null,
  before: null,
  after: null,
  ...overrides,
});
const cancel = entry(3, { action: 'order.cancel', before: { number: 12, status: 'noted', total: 3500 }, after: { status: 'canceled', reason: 'Cliente desistiu' } });
const discount = entry(2, { action: 'order.discount', actor: null, after: { number: 12, amount: 500, total: 3500 } });
const older = entry(1, { action: 'stock.adjust', at: '2026-11-20T15:00:00.000Z', after: { qty: 3 } });

let root: Root | null = null;
let container: HTMLDivElement;
let client: QueryClient;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  client.clear();
});

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function serve(pages: Record<string, AuditLogPage>) {
  const fetch = vi.fn(async (input: string) => {
    const url = new URL(input, 'http://x');
    if (url.pathname.endsWith('/actors')) return json({ data: [{ id: 1, name: 'Ana Souza' }] });
    return json(pages[url.searchParams.get('cursor') ?? 'first']);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function render(filters: AuditFilters = NO_AUDIT_FILTERS) {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root!.render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <AuditLog business={business} filters={filters} onFiltersChange={() => undefined} />
        </QueryClientProvider>
      </I18nextProvider>,
    ),
  );
  await settle();
}
/** Lets the queries answer, inside act(), until nothing is loading. */
async function settle() {
  for (let i = 0; i < 20 && (i < 3 || container.querySelector('[role="status"]')); i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(container.querySelector('[role="status"]')).toBeNull();
}
const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s/g, ' ');
const rows = () => [...container.querySelectorAll('[data-testid="audit-entries"] > li')];

describe('the audit page', () => {
  it('shows each entry with when, who and what, the reason plainly, and loads older ones by cursor', async () => {
    const fetch = serve({
      first: { data: [cancel, discount], meta: { per_page: 50, next_cursor: '100_2' } },
      '100_2': { data: [older], meta: { per_page: 50, next_cursor: null } },
    });
    await render();
    expect(rows()).toHaveLength(2);
    const [first, second] = rows();
    expect(text(first!.querySelector('time'))).toBe('25/11/2026, 23:30');
    expect(text(first)).toContain('Ana Souza');
    expect(text(first)).toContain('Cancelou o pedido nº 12');
    expect(text(first!.querySelector('[data-testid="audit-reason"]'))).toBe('Motivo: Cliente desistiu');
    const details = text(first!.querySelector('[data-testid="audit-details"]'));
    expect(details).toContain('Anotado');
    expect(details).toContain('Cancelado');
    expect(text(second)).toContain('Sistema');
    expect(text(second)).toContain('Deu desconto de R$ 5,00 no pedido nº 12');

    const more = container.querySelector<HTMLButtonElement>('[data-testid="audit-load-more"]')!;
    expect(text(more)).toBe('Carregar mais');
    await act(async () => more.click());
    await settle();
    expect(rows()).toHaveLength(3);
    expect(text(rows()[2])).toContain('Ação stock.adjust');
    expect(container.querySelector('[data-testid="audit-load-more"]')).toBeNull();
    expect(text(container)).toContain('Estes são todos os registros.');
    const logCalls = fetch.mock.calls.map(([url]) => url).filter((url) => !url.includes('/actors'));
    expect(logCalls).toEqual(['/api/v1/businesses/5/audit-log', '/api/v1/businesses/5/audit-log?cursor=100_2']);
  });

  it('asks for the chosen group’s actions, and says so when nothing matches', async () => {
    const fetch = serve({ first: { data: [], meta: { per_page: 50, next_cursor: null } } });
    await render({ ...NO_AUDIT_FILTERS, group: 'order_cancel', actorId: 1 });
    expect(text(container)).toContain('Nenhum registro com esses filtros');
    const url = new URL(fetch.mock.calls.map(([u]) => u).find((u) => !u.includes('/actors'))!, 'http://x');
    expect(url.searchParams.get('action')).toBe('order.cancel');
    expect(url.searchParams.get('actor_user_id')).toBe('1');
  });

  it('has its own empty state before anything was recorded', async () => {
    serve({ first: { data: [], meta: { per_page: 50, next_cursor: null } } });
    await render();
    expect(text(container)).toContain('Nada registrado ainda');
  });
});
