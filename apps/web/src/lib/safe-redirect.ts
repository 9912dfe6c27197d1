import { isSafeRedirectPath } from '@comanda/domain/navigation/safe-redirect';
import { isGuestPath, paths } from './paths';

const BASE = 'http://comanda.invalid';

/**
 * The internal path to go to after login, or `fallback`. The domain rule (spec §4) accepts only paths
 * starting with one slash; on top of it, the path must stay on this origin once a URL parser has
 * read it, and must not lead back to login or logout (a loop).
 */
export function safeRedirect(value: string | null | undefined, fallback: string = paths.home.pattern): string {
  if (!isSafeRedirectPath(value) || value.length > 2048 || value.includes('\\') || /\s/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  if (isGuestPath(url.pathname) || url.pathname === paths.logout.pattern) return fallback;
  return url.pathname + url.search + url.hash;
}
