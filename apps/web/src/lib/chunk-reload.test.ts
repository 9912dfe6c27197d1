import { describe, expect, it, vi } from 'vitest';
import { chunkIsGone, chunkUrlOf, CHUNK_RELOAD_INTERVAL_MS, CHUNK_RELOAD_KEY, isChunkLoadError, reloadAfterChunkError } from './chunk-reload';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('isChunkLoadError', () => {
  it('recognises the browsers’ failed dynamic import messages', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
  });

  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('reloadAfterChunkError (spec §8: at most once per 60 s)', () => {
  it('reloads the first time and remembers when', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadAfterChunkError({ storage, now: () => 1_000_000, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.data.get(CHUNK_RELOAD_KEY)).toBe('1000000');
  });

  it('does not reload again within 60 seconds', () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_KEY]: '1000000' });
    const reload = vi.fn();
    const now = 1_000_000 + CHUNK_RELOAD_INTERVAL_MS - 1;
    expect(reloadAfterChunkError({ storage, now: () => now, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(storage.data.get(CHUNK_RELOAD_KEY)).toBe('1000000');
  });

  it('reloads again once 60 seconds have passed', () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_KEY]: '1000000' });
    const reload = vi.fn();
    const now = 1_000_000 + CHUNK_RELOAD_INTERVAL_MS;
    expect(reloadAfterChunkError({ storage, now: () => now, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.data.get(CHUNK_RELOAD_KEY)).toBe(String(now));
  });

  it('treats a corrupt stored time as no previous reload', () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_KEY]: 'garbage' });
    const reload = vi.fn();
    expect(reloadAfterChunkError({ storage, now: () => 5, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads when storage is unavailable, so it cannot loop', () => {
    const reload = vi.fn();
    const storage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {},
    };
    expect(reloadAfterChunkError({ storage, now: () => 5, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('uses sessionStorage by default', () => {
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    // A reload just happened, so the default environment must refuse without touching location.
    expect(reloadAfterChunkError()).toBe(false);
    window.sessionStorage.removeItem(CHUNK_RELOAD_KEY);
  });
});

describe('a chunk that failed: gone after a deploy, or only out of reach', () => {
  it('reads the chunk’s address from the browser’s message', () => {
    expect(chunkUrlOf(new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:3000/assets/pdv-page-Bj.js'))).toBe('http://127.0.0.1:3000/assets/pdv-page-Bj.js');
    expect(chunkUrlOf(new TypeError('Importing a module script failed.'))).toBeNull();
  });

  it('is gone when the server answers 404, not when it cannot be reached', async () => {
    expect(await chunkIsGone('/assets/a.js', () => Promise.resolve(new Response(null, { status: 404 })))).toBe(true);
    expect(await chunkIsGone('/assets/a.js', () => Promise.resolve(new Response(null, { status: 200 })))).toBe(false);
    expect(await chunkIsGone('/assets/a.js', () => Promise.reject(new TypeError('Failed to fetch')))).toBe(false);
  });
});
