import { beforeEach, describe, expect, it, vi } from 'vitest';

const rows = new Map<string, unknown>();
vi.mock('idb-keyval', () => ({
  createStore: () => ({}),
  set: async (key: string, value: unknown) => void rows.set(key, structuredClone(value)),
  del: async (key: string) => void rows.delete(key),
  entries: async () => [...rows.entries()],
}));

const { flushPending, keepPending, listPending, retryDelayMs } = await import('./offline-queue');

const order = (key: string, created_at: string) => ({ key, body: { products: [{ id: 1 }] }, label: key, total: 100, created_at, error: null });

describe('offline queue', () => {
  beforeEach(() => rows.clear());

  it('sends oldest first, once each with its own key, and forgets what was sent', async () => {
    await keepPending(order('b', '2026-01-01T10:01:00Z'));
    await keepPending(order('a', '2026-01-01T10:00:00Z'));
    const sent: string[] = [];
    expect(await flushPending(async (o) => (sent.push(o.key), 'sent'))).toBe('done');
    expect(sent).toEqual(['a', 'b']);
    expect(await listPending()).toEqual([]);
    await flushPending(async (o) => (sent.push(o.key), 'sent'));
    expect(sent).toEqual(['a', 'b']);
  });

  it('stops while unreachable and keeps the order; a refused one is marked and not retried', async () => {
    await keepPending(order('a', '2026-01-01T10:00:00Z'));
    expect(await flushPending(async () => 'unreachable')).toBe('unreachable');
    expect((await listPending()).map((o) => o.key)).toEqual(['a']);
    await flushPending(async () => ({ refused: 'Produto pausado' }));
    const send = vi.fn(async () => 'sent' as const);
    await flushPending(send);
    expect(send).not.toHaveBeenCalled();
    expect((await listPending())[0]?.error).toBe('Produto pausado');
  });

  it('backs off up to a minute', () => {
    expect([0, 1, 2, 10].map(retryDelayMs)).toEqual([2000, 4000, 8000, 60000]);
  });
});
