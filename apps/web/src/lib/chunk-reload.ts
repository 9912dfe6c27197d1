/** sessionStorage key of the last reload caused by a failed chunk load. */
export const CHUNK_RELOAD_KEY = 'comanda:chunk-reload-at';
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

// Texts browsers use when a dynamic import fails (Chromium, Firefox, Safari) and Vite's preload error.
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk [\w-]+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return CHUNK_ERROR.test(error.message) || error.name === 'ChunkLoadError';
}

type ReloadEnv = {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  reload: () => void;
};

function browserEnv(): ReloadEnv {
  return {
    storage: window.sessionStorage,
    now: () => Date.now(),
    reload: () => window.location.reload(),
  };
}

/**
 * After a deploy the old chunk names are gone; reloading fetches the new index.html. The time of the
 * last reload is kept in sessionStorage so a chunk that is really missing cannot cause a reload loop:
 * at most one reload per 60 seconds. Returns whether it reloaded.
 */
export function reloadAfterChunkError(env: ReloadEnv = browserEnv()): boolean {
  let last: number;
  try {
    last = Number(env.storage.getItem(CHUNK_RELOAD_KEY));
  } catch {
    // Storage can be disabled (privacy modes); then never reload, to be safe from loops.
    return false;
  }
  const now = env.now();
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  try {
    env.storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  env.reload();
  return true;
}

/** The address of the script a failed dynamic import asked for, when the browser's message names it. */
export function chunkUrlOf(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  return /(?:https?:\/\/[^\s'"]+|\/assets\/[^\s'"]+)\.js\b/.exec(error.message)?.[0] ?? null;
}

/**
 * Whether the server says the chunk is gone (a deploy replaced it: reloading fetches the new
 * index.html), as opposed to not answering (offline: importing it again later works).
 */
export async function chunkIsGone(url: string, fetcher: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetcher(url, { method: 'HEAD', cache: 'no-store' });
    return response.status === 404;
  } catch {
    return false;
  }
}
