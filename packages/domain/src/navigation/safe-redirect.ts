/**
 * Internal redirect paths must start with a single slash (spec §4 Session), so that a remembered
 * "intended page" cannot send the user to another site: '//evil.com' and '/\evil.com' are
 * protocol-relative to browsers, and 'https://…' is absolute.
 */
export function isSafeRedirectPath(path: string | null | undefined): path is string {
  if (typeof path !== 'string' || !path.startsWith('/')) return false;
  const second = path.charAt(1);
  if (second === '/' || second === '\\') return false;
  // Browsers drop tabs and newlines inside URLs, which would turn '/\t/evil.com' into '//evil.com'.
  return ![...path].some((char) => {
    const code = char.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });
}

/** The path to go to after login: the remembered one when safe, else home. */
export function safeRedirectPath(path: string | null | undefined, fallback = '/'): string {
  return isSafeRedirectPath(path) ? path : fallback;
}
