import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeClient } from '../../../lib/fake-realtime-client';
import { closeRealtime, openRealtime } from '../../../lib/socket';
import { BACK_LIVE_SHOWN_MS, CONNECTION_ALARM_MS, useConnectionWatch, type ConnectionWatch } from './use-connection-watch';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Issue 31: /pedidos says at once that it lost its connection, rings after a while, and says when it is live again.

let root: Root | null = null;
let seen: ConnectionWatch = { state: 'live', alarm: false };
function Watcher() {
  seen = useConnectionWatch();
  return null;
}

beforeEach(() => {
  vi.useFakeTimers();
  closeRealtime();
  root = createRoot(document.createElement('div'));
  act(() => root!.render(<Watcher />));
});
afterEach(() => {
  act(() => root?.unmount());
  closeRealtime();
  vi.useRealTimers();
});

describe('useConnectionWatch', () => {
  it('is lost at once, rings after 30 s, is live again on reconnection and stops saying so after a while', async () => {
    const client = fakeClient();
    await act(() => openRealtime({ load: client.load }));
    act(() => client.connect());
    expect(seen).toEqual({ state: 'live', alarm: false });

    act(() => client.disconnect('transport close'));
    expect(seen).toEqual({ state: 'lost', alarm: false });
    act(() => {
      vi.advanceTimersByTime(CONNECTION_ALARM_MS - 1000);
    });
    expect(seen.alarm).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(seen).toEqual({ state: 'lost', alarm: true });

    act(() => client.connect());
    expect(seen).toEqual({ state: 'back', alarm: false });
    act(() => {
      vi.advanceTimersByTime(BACK_LIVE_SHOWN_MS);
    });
    expect(seen).toEqual({ state: 'live', alarm: false });
  });

  it('says nothing while the first connection is being made', async () => {
    const client = fakeClient();
    await act(() => openRealtime({ load: client.load }));
    expect(seen.state).toBe('live');
    act(() => client.connect());
    expect(seen.state).toBe('live');
  });
});
