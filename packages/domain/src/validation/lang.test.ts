import { describe, expect, it } from 'vitest';
import { LANGS, toLang } from './lang';

describe('toLang', () => {
  it('declares pt and en, pt first as the default', () => {
    expect(LANGS).toEqual(['pt', 'en']);
  });

  it('uses the first two letters: en-US and EN give en', () => {
    expect(toLang('en-US')).toBe('en');
    expect(toLang('EN')).toBe('en');
    expect(toLang('en,pt;q=0.8')).toBe('en');
  });

  it('falls back to pt for anything else, including empty and missing values', () => {
    expect(toLang('pt-BR')).toBe('pt');
    expect(toLang('es-ES')).toBe('pt');
    expect(toLang('e')).toBe('pt');
    expect(toLang('')).toBe('pt');
    expect(toLang(undefined)).toBe('pt');
    expect(toLang(null)).toBe('pt');
  });
});
