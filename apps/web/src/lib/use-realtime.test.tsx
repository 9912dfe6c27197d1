import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Socket } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeRealtime, openRealtime } from './socket';
import { useRealtimeEvent, useRealtimeInvalidate } from './use-realtime';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A stand-in for socket.io-client: records the connection options and lets the test play the server. */
function fakeClient() {
  let onAny: ((event: string, payload: unknown) => void) | null = null;
  const listeners = new Map<string, (arg?: unknown) => void>();
  const socket = {
    onAny: (fn: typeof onAny) => void (onAny = fn),
    on: (event: string, fn: (arg?: unknown) => void) => void listeners.set(event, fn),
    close: vi.fn(),
  };
  const io = vi.fn((_options: unknown) => socket as unknown as Socket);
  return {
    io,
    socket,
    load: () => Promise.resolve({ io }),
    serverSends: (event: string, payload: unknown) => onAny?.(event, payload),
    disconnect: (reason: string) => listeners.get('disconnect')?.(reason),
    refuse: (message: string) => listeners.get('connect_error')?.(new Error(message)),
    connect: () => listeners.get('connect')?.(),
  };
}

let root: Root | null = null;
function render(node: ReactNode) {
  const container = document.createElement('div');
  root = createRoot(container);
  act(() => root!.render(node));
}
function unmount() {
  act(() => root?.unmount());
  root = null;
}

beforeEach(() => closeRealtime());
afterEach(() => {
  if (root) unmount();
  closeRealtime();
});

describe('the realtime connection', () => {
  it('opens once, same origin on /socket.io with the cookie, and closes', async () => {
    const client = fakeClient();
    await openRealtime({ load: client.load });
    await openRealtime({ load: client.load });
    expect(client.io).toHaveBeenCalledTimes(1);
    expect(client.io).toHaveBeenCalledWith({ path: '/socket.io', withCredentials: true });
    closeRealtime();
    expect(client.socket.close).toHaveBeenCalledTimes(1);
  });

  it('opens nothing when closed while the client library was loading (logout during the import)', async () => {
    const client = fakeClient();
    const opening = openRealtime({ load: client.load });
    closeRealtime();
    await opening;
    expect(client.io).not.toHaveBeenCalled();
  });

  it('tells the layout when the server ends the session, not on a network loss', async () => {
    const client = fakeClient();
    const onSessionEnded = vi.fn();
    await openRealtime({ load: client.load, onSessionEnded });
    client.disconnect('transport close');
    expect(onSessionEnded).not.toHaveBeenCalled();
    client.disconnect('io server disconnect');
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('tells the layout when the handshake is refused for its session (revoked before connecting), not on other errors', async () => {
    const client = fakeClient();
    const onSessionEnded = vi.fn();
    await openRealtime({ load: client.load, onSessionEnded });
    client.refuse('xhr poll error');
    expect(onSessionEnded).not.toHaveBeenCalled();
    client.refuse('unauthenticated');
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });
});

describe('useRealtimeEvent', () => {
  function Listener({ event, onEvent }: { event: string; onEvent: (payload: unknown) => void }) {
    useRealtimeEvent(event, onEvent);
    return null;
  }

  it('receives the events of its name while mounted, and none after unmount', async () => {
    const client = fakeClient();
    // Subscribed before the connection exists: the layout's import may finish after the page mounts.
    const onEvent = vi.fn();
    render(<Listener event="order.created" onEvent={onEvent} />);
    await openRealtime({ load: client.load });

    client.serverSends('order.created', { id: 1 });
    client.serverSends('table.updated', { id: 2 });
    expect(onEvent.mock.calls).toEqual([[{ id: 1 }]]);

    unmount();
    client.serverSends('order.created', { id: 3 });
    expect(onEvent).toHaveBeenCalledTimes(1);
  });

  it('uses the latest handler without subscribing again', async () => {
    const client = fakeClient();
    await openRealtime({ load: client.load });
    const first = vi.fn();
    const second = vi.fn();
    render(<Listener event="order.created" onEvent={first} />);
    act(() => root!.render(<Listener event="order.created" onEvent={second} />));
    client.serverSends('order.created', { id: 1 });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith({ id: 1 });
  });
});

describe('useRealtimeInvalidate', () => {
  function Invalidator({ queryKey }: { queryKey: readonly unknown[] }) {
    useRealtimeInvalidate('order.created', queryKey);
    return null;
  }

  it('invalidates its query key on the event and whenever the connection is made, until unmounted', async () => {
    const client = fakeClient();
    await openRealtime({ load: client.load });
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    render(
      <QueryClientProvider client={queryClient}>
        <Invalidator queryKey={['orders', { page: 1 }]} />
      </QueryClientProvider>,
    );

    client.serverSends('order.created', { id: 1 });
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: ['orders', { page: 1 }] });
    client.connect();
    expect(invalidate).toHaveBeenCalledTimes(2);
    client.serverSends('table.updated', {});
    expect(invalidate).toHaveBeenCalledTimes(2);

    unmount();
    client.serverSends('order.created', { id: 2 });
    client.connect();
    expect(invalidate).toHaveBeenCalledTimes(2);
  });
});
