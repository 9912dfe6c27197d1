import { isGuestPath, paths } from '../app/paths';

const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f]/;

/**
 * The internal path to go to after login, or `fallback`. Only paths starting with one slash are
 * accepted: `//evil.com` and `/\evil.com` are protocol-relative to browsers, `https://…` leaves the
 * site, and control characters are stripped by URL parsers, so `/\t/evil.com` would become `//evil.com`.
 */
export function safeRedirect(value: string | null | undefined, fallback: string = paths.home.pattern): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback;
  if (!value.startsWith('/') || value.startsWith('//')) return fallback;
  if (value.includes('\\') || CONTROL_OR_SPACE.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, 'http://comanda.invalid');
  } catch {
    return fallback;
  }
  if (url.origin !== 'http://comanda.invalid') return fallback;
  // Going back to login or out again after logging in would be a loop.
  if (isGuestPath(url.pathname) || url.pathname === paths.logout.pattern) return fallback;
  return url.pathname + url.search + url.hash;
}
