import { describe, expect, it } from 'vitest';
import { waiterTablesOf, waiterTableStatus, type ServedTableOrder, type StaffMember } from './waiter-tables';

const ana: StaffMember = { userId: 1, name: 'Ana' };
const bruno: StaffMember = { userId: 2, name: 'Bruno' };
const carla: StaffMember = { userId: 3, name: 'Carla' };
const dono: StaffMember = { userId: 9, name: 'Dono' };

let nextId = 1;
function order(openedBy: StaffMember, values: Partial<ServedTableOrder> = {}): ServedTableOrder {
  const id = nextId++;
  return { orderId: id, tableId: 100 + id, tableName: `Mesa ${id}`, status: 'noted', openedAt: new Date(Date.UTC(2026, 10, 20, 12, id)), total: 1000, openedBy, openedToday: true, ...values };
}

describe("a table's status on the waiters' page", () => {
  it('is open until the order is finalized (closed) or canceled', () => {
    expect(waiterTableStatus('noted')).toBe('open');
    expect(waiterTableStatus('in_consumption')).toBe('open');
    expect(waiterTableStatus('finalized')).toBe('closed');
    expect(waiterTableStatus('canceled')).toBe('canceled');
  });
});

describe('the waiters and the tables each serves today', () => {
  it("lists every waiter, with or without tables, and anyone else who opened a table, marked as not a waiter", () => {
    const list = waiterTablesOf([ana, bruno], [order(dono)]);
    expect(list.map((w) => [w.name, w.is_waiter, w.tables.length])).toEqual([
      ['Dono', false, 1],
      ['Ana', true, 0],
      ['Bruno', true, 0],
    ]);
  });

  it("counts the day's orders and sales without canceled orders or tables still open from yesterday", () => {
    const [entry] = waiterTablesOf(
      [ana],
      [
        order(ana, { total: 5000 }),
        order(ana, { total: 3000, status: 'finalized' }),
        order(ana, { total: 7000, status: 'canceled' }),
        order(ana, { total: 9000, openedToday: false }),
      ],
    );
    expect(entry).toMatchObject({ open_tables: 2, orders_today: 2, sales_today: 8000 });
    expect(entry!.tables.map((t) => t.status)).toEqual(['open', 'open', 'closed', 'canceled']);
  });

  it('puts those with open tables first, then sorts by name (accents and case ignored)', () => {
    const list = waiterTablesOf(
      [carla, bruno, { userId: 4, name: 'álvaro' }, ana],
      [order(carla), order(ana, { status: 'finalized' })],
    );
    expect(list.map((w) => w.name)).toEqual(['Carla', 'álvaro', 'Ana', 'Bruno']);
  });

  it('lists open tables first, then the others in the order they were opened', () => {
    const first = order(ana, { status: 'finalized', openedAt: new Date('2026-11-20T12:00:00Z') });
    const second = order(ana, { status: 'finalized', openedAt: new Date('2026-11-20T13:00:00Z') });
    const open = order(ana, { openedAt: new Date('2026-11-20T14:00:00Z') });
    const [entry] = waiterTablesOf([ana], [second, open, first]);
    expect(entry!.tables.map((t) => t.order_id)).toEqual([open.orderId, first.orderId, second.orderId]);
    expect(entry!.tables[0]).toEqual({ table_id: open.tableId, table_name: open.tableName, order_id: open.orderId, status: 'open', opened_at: '2026-11-20T14:00:00.000Z', total: 1000 });
  });
});
