import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeClient } from './fake-realtime-client';
import { closeRealtime, openRealtime, realtimeStatus } from './socket';
import { useRealtimeInvalidate } from './use-realtime';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

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
  it('says where it stands: connecting, connected, disconnected on a loss, idle once closed', async () => {
    const client = fakeClient();
    expect(realtimeStatus()).toBe('idle');
    await openRealtime({ load: client.load });
    expect(realtimeStatus()).toBe('connecting');
    client.connect();
    expect(realtimeStatus()).toBe('connected');
    client.disconnect('transport close');
    expect(realtimeStatus()).toBe('disconnected');
    client.connect();
    expect(realtimeStatus()).toBe('connected');
    closeRealtime();
    expect(realtimeStatus()).toBe('idle');
  });

  it('is disconnected as soon as the browser goes offline, and reconnects a connection that may be dead when it is back (issue 31)', async () => {
    const client = fakeClient();
    await openRealtime({ load: client.load });
    client.connect();
    window.dispatchEvent(new Event('offline'));
    // The socket's heartbeat has not noticed yet; the page says it at once.
    expect(realtimeStatus()).toBe('disconnected');
    window.dispatchEvent(new Event('online'));
    expect(client.socket.disconnect).toHaveBeenCalledTimes(1);
    expect(client.socket.connect).toHaveBeenCalledTimes(1);
  });

  it('is disconnected when its client library cannot be loaded (offline before it arrived)', async () => {
    await expect(openRealtime({ load: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/realtime.js')) })).rejects.toThrow();
    expect(realtimeStatus()).toBe('disconnected');
  });

  it('reconnects at once when the browser is back online, without waiting for the client’s backoff', async () => {
    const client = fakeClient();
    await openRealtime({ load: client.load });
    client.connect();
    client.disconnect('transport close');
    window.dispatchEvent(new Event('online'));
    expect(client.socket.connect).toHaveBeenCalledTimes(1);
    // Connected: nothing to do.
    client.connect();
    window.dispatchEvent(new Event('online'));
    expect(client.socket.connect).toHaveBeenCalledTimes(1);
  });

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
