import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WaiterTablesResource } from '@comanda/domain/tables/waiter-tables';
import pt from '../../../locales/pt.json';
import tablesPt from '../../../locales/tables/pt.json';
import { openedTime } from './waiter-card';
import { WaiterTablesBoard } from './waiter-tables-board';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The waiters' page (issue 19): a card per waiter with the day's figures and tables, the badge only
// on waiters, and an empty state pointing to the team page when there is no waiter.

const TZ = 'America/Sao_Paulo';
// 15:00 in São Paulo.
const NOW = Date.parse('2026-11-20T18:00:00Z');

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'pt', resources: { pt: { translation: { ...pt, tables: tablesPt } } }, interpolation: { escapeValue: false } });
});

let root: Root | null = null;
let container: HTMLDivElement;
function render(node: ReactNode) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root!.render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>{node}</MemoryRouter>
      </I18nextProvider>,
    ),
  );
}
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
});

const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s/g, ' ');
const cards = () => [...container.querySelectorAll('[data-testid="waiter-card"]')];

const ana: WaiterTablesResource = {
  user_id: 1,
  name: 'Ana Souza',
  is_waiter: true,
  tables: [
    { table_id: 11, table_name: 'Mesa 1', order_id: 101, status: 'open', opened_at: '2026-11-20T13:05:00Z', total: 5000 },
    { table_id: 12, table_name: 'Mesa 2', order_id: 102, status: 'closed', opened_at: '2026-11-20T14:00:00Z', total: 3200 },
    { table_id: 13, table_name: 'Mesa 3', order_id: 103, status: 'canceled', opened_at: '2026-11-20T15:00:00Z', total: 9900 },
  ],
  open_tables: 1,
  orders_today: 2,
  sales_today: 8200,
};
const owner: WaiterTablesResource = { user_id: 9, name: 'Dona Marta', is_waiter: false, tables: [{ table_id: 15, table_name: 'Mesa 5', order_id: 105, status: 'open', opened_at: '2026-11-20T17:00:00Z', total: 2500 }], open_tables: 1, orders_today: 1, sales_today: 2500 };
const bruno: WaiterTablesResource = { user_id: 2, name: 'Bruno Lima', is_waiter: true, tables: [], open_tables: 0, orders_today: 0, sales_today: 0 };

const board = (waiters: WaiterTablesResource[], extra: Partial<Parameters<typeof WaiterTablesBoard>[0]> = {}) => (
  <WaiterTablesBoard waiters={waiters} currency="BRL" timeZone={TZ} updatedAt={NOW} refreshFailed={false} teamLink="/settings/equipe" {...extra} />
);

describe('the waiters and their tables today', () => {
  it("shows one card per person in the API's order, with the badge, the day's figures in reais and each table's status", () => {
    render(board([ana, owner, bruno]));
    expect(cards().map((card) => card.querySelector('h3')?.textContent)).toEqual(['Ana Souza', 'Dona Marta', 'Bruno Lima']);
    const [first, second, third] = cards();
    expect(text(first!.querySelector('[data-testid="waiter-badge"]'))).toBe('Garçom');
    expect(second!.querySelector('[data-testid="waiter-badge"]')).toBeNull();
    expect(text(first!.querySelector('[data-testid="waiter-open-tables"]'))).toBe('1');
    expect(text(first!.querySelector('[data-testid="waiter-orders-today"]'))).toBe('2');
    expect(text(first!.querySelector('[data-testid="waiter-sales-today"]'))).toBe('R$ 82,00');

    const tables = [...first!.querySelectorAll('[data-testid="waiter-table"]')];
    expect(tables.map((row) => [row.getAttribute('data-table-name'), text(row.querySelector('[data-testid="waiter-table-status"]'))])).toEqual([
      ['Mesa 1', 'Aberta'],
      ['Mesa 2', 'Fechada'],
      ['Mesa 3', 'Cancelada'],
    ]);
    // Opened at 10:05 in São Paulo, whatever the zone of the machine showing it.
    expect(text(tables[0])).toContain('Aberta às 10:05');
    expect(text(tables[0])).toContain('R$ 50,00');
    expect(text(third!.querySelector('[data-testid="waiter-no-tables"]'))).toBe('Nenhuma mesa hoje.');
    expect(container.querySelector('[data-testid="empty-state"]')).toBeNull();
  });

  it('says there is no waiter and links to the team page, still showing whoever else opened a table', () => {
    render(board([owner]));
    const empty = container.querySelector('[data-testid="empty-state"]');
    expect(text(empty)).toContain('Nenhum garçom cadastrado');
    expect(empty?.querySelector('a')?.getAttribute('href')).toBe('/settings/equipe');
    expect(cards()).toHaveLength(1);
  });

  it('offers no link to a person who may not open the team page', () => {
    render(board([], { teamLink: null }));
    expect(text(container.querySelector('[data-testid="empty-state"]'))).toContain('Nenhum garçom cadastrado');
    expect(container.querySelector('a')).toBeNull();
    expect(cards()).toHaveLength(0);
  });

  it('keeps the last list when a refresh fails, and says from when it is', () => {
    render(board([ana], { refreshFailed: true }));
    const time = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' }).format(NOW);
    expect(text(container.querySelector('[data-testid="waiter-tables-stale"]'))).toContain(`Mostrando os dados das ${time}`);
    expect(cards()).toHaveLength(1);
  });
});

describe('when a table was opened', () => {
  const now = new Date(NOW);
  it("shows the time in the business's zone, and the date too when it was not today", () => {
    expect(openedTime('2026-11-20T13:05:00Z', { timeZone: TZ, now }, 'pt-BR')).toBe('10:05');
    // 23:30 of the 19th in São Paulo (already the 20th in UTC).
    expect(openedTime('2026-11-20T02:30:00Z', { timeZone: TZ, now }, 'pt-BR')).toBe('19/11, 23:30');
  });
});
