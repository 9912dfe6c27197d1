import { describe, expect, it } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { OrderResource } from '@comanda/domain/orders/order-resource';
import { ordersKeys } from './orders-keys';
import { putOnBoard, readBoardAgain } from './real-time-orders';

const order = (status: OrderResource['status']) =>
  ({ id: 7, number: 3, status, version: 2, created_at: '2026-11-26T12:00:00Z', order_type: 'local', lines: [], history: [{ status: 'noted', at: '2026-11-26T12:00:00Z', reason: null, user: null }] }) as unknown as OrderResource;

describe('an event that lands while the list is being read', () => {
  it('is not undone by the read, answered before the change was written', async () => {
    const queryClient = new QueryClient();
    const key = ordersKeys.kitchen(1);
    queryClient.setQueryData(key, [order('noted')]);
    let answer: (value: OrderResource[]) => void = () => undefined;
    const read = queryClient.fetchQuery({ queryKey: key, queryFn: () => new Promise<OrderResource[]>((resolve) => (answer = resolve)) }).catch(() => undefined);
    putOnBoard(queryClient, 1, order('processing'));
    answer([order('noted')]); // the stale answer arrives after the event
    await read;
    expect(queryClient.getQueryData<OrderResource[]>(key)?.map((o) => o.status)).toEqual(['processing']);
  });
});

describe('the board read again when the connection is made', () => {
  const summary = (id: number, status: OrderResource['status']) => ({ id, number: id, status }) as unknown as OrderResource;

  it('flags as new the orders it did not have that nobody acted on yet (placed while the socket was down)', async () => {
    const queryClient = new QueryClient();
    const key = ordersKeys.realTime(1);
    let answer = [summary(1, 'noted')];
    const observer = new QueryObserver(queryClient, { queryKey: key, queryFn: () => Promise.resolve(answer), staleTime: Infinity });
    const unsubscribe = observer.subscribe(() => undefined);
    await observer.refetch();
    answer = [summary(1, 'noted'), summary(2, 'pending'), summary(3, 'noted'), summary(4, 'processing')];
    const flagged: number[] = [];
    await readBoardAgain(queryClient, 1, (order) => flagged.push(order.id));
    expect(flagged).toEqual([2, 3]);
    unsubscribe();
  });

  it('flags nothing when the page had not read the board yet', async () => {
    const queryClient = new QueryClient();
    const flagged: number[] = [];
    await readBoardAgain(queryClient, 1, (order) => flagged.push(order.id));
    expect(flagged).toEqual([]);
  });
});
