import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWaiterTables, WAITER_TABLES_REFRESH_MS } from './list-waiter-tables';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The waiters' page reads GET v1/businesses/{id}/waiter-tables, and again every 30 s while it is open.

let root: Root | null = null;
let seen: unknown;

function Probe({ businessId }: { businessId: number }) {
  seen = useWaiterTables(businessId).data;
  return null;
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] }));
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  vi.useRealTimers();
});

describe('useWaiterTables', () => {
  it('reads the business’s waiters, then again every 30 seconds until the page closes', async () => {
    const list = [{ user_id: 1, name: 'Ana', is_waiter: true, tables: [], open_tables: 0, orders_today: 0, sales_today: 0 }];
    const fetch = vi.fn(async (_url: string) => new Response(JSON.stringify({ data: list }), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    root = createRoot(document.createElement('div'));
    await act(async () => root!.render(<QueryClientProvider client={client}><Probe businessId={42} /></QueryClientProvider>));
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/v1/businesses/42/waiter-tables');
    expect(seen).toEqual(list);

    expect(WAITER_TABLES_REFRESH_MS).toBe(30_000);
    await act(async () => vi.advanceTimersByTimeAsync(29_000));
    expect(fetch).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTimeAsync(1_500));
    expect(fetch).toHaveBeenCalledTimes(2);

    act(() => root!.unmount());
    root = null;
    await act(async () => vi.advanceTimersByTimeAsync(60_000));
    expect(fetch).toHaveBeenCalledTimes(2);
    client.clear();
  });
});
