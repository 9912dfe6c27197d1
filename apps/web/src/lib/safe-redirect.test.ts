import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect (spec §4: internal paths start with a single slash)', () => {
  it('keeps internal paths with their query and hash', () => {
    expect(safeRedirect('/profile')).toBe('/profile');
    expect(safeRedirect('/cardapio/12/basic?tab=1#top')).toBe('/cardapio/12/basic?tab=1#top');
    expect(safeRedirect('/')).toBe('/');
  });

  it.each([
    ['//evil.com', 'protocol-relative'],
    ['///evil.com', 'protocol-relative, three slashes'],
    ['/\\evil.com', 'backslash read as a slash by browsers'],
    ['/\\/evil.com', 'backslash then slash'],
    ['https://evil.com', 'absolute URL'],
    ['http:/evil.com', 'scheme without slashes'],
    ['javascript:alert(1)', 'script URL'],
    ['evil.com', 'relative path without a slash'],
    ['/\t/evil.com', 'tab stripped by URL parsers'],
    ['/\n/evil.com', 'newline stripped by URL parsers'],
    [' /profile', 'leading space'],
    ['', 'empty'],
  ])('refuses %j (%s) and falls back to /', (value) => {
    expect(safeRedirect(value)).toBe('/');
  });

  it('refuses missing values', () => {
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect(undefined)).toBe('/');
  });

  it('does not send a freshly logged-in user back to login or logout', () => {
    expect(safeRedirect('/login?redirect=/profile')).toBe('/');
    expect(safeRedirect('/logout')).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(safeRedirect('//evil.com', '/setup')).toBe('/setup');
  });
});
