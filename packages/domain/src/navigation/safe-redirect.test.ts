import { describe, expect, it } from 'vitest';
import { isSafeRedirectPath, safeRedirectPath } from './safe-redirect';

describe('internal redirect paths must start with a single slash', () => {
  it('accepts app paths, with query and hash', () => {
    for (const path of ['/', '/pedidos', '/cardapio/produtos?page=2', '/pdv#mesa-3']) expect(isSafeRedirectPath(path), path).toBe(true);
  });
  it("refuses '//evil.com', '/\\evil', 'https://…' and relative paths", () => {
    for (const path of ['//evil.com', '/\\evil', 'https://evil.com', 'javascript:alert(1)', 'pedidos', '', null, undefined]) {
      expect(isSafeRedirectPath(path), String(path)).toBe(false);
    }
  });
  it('refuses control characters that browsers strip', () => {
    expect(isSafeRedirectPath('/\t/evil.com')).toBe(false);
    expect(isSafeRedirectPath('/\n/evil.com')).toBe(false);
  });
  it('falls back to home', () => {
    expect(safeRedirectPath('//evil.com')).toBe('/');
    expect(safeRedirectPath('/clientes')).toBe('/clientes');
  });
});
