import { describe, expect, it } from 'vitest';
import { isSlug } from '../validation/predicates';
import { SLUG_MAX, publicLinkPath, slugFromName, typedSlug } from './business-slug';

describe('slugFromName', () => {
  it('drops accents and joins words with single hyphens', () => {
    expect(slugFromName('Pizzaria Bella Napoli')).toBe('pizzaria-bella-napoli');
    expect(slugFromName('  Açaí & Cia. — São João  ')).toBe('acai-cia-sao-joao');
    expect(slugFromName('Bar 24h')).toBe('bar-24h');
  });

  it('always gives a slug the rule accepts, or nothing', () => {
    for (const name of ['Pizzaria Bella Napoli', '--Zé--', 'x'.repeat(200), 'a '.repeat(100), 'Lanchonete do Zé (Centro)']) {
      const slug = slugFromName(name);
      expect(isSlug(slug), `${name} → ${slug}`).toBe(true);
      expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    }
    expect(slugFromName('!!!')).toBe('');
  });
});

describe('typedSlug', () => {
  it('lower-cases and turns spaces into hyphens, leaving the rest for the rule to name', () => {
    expect(typedSlug('Bella Napoli')).toBe('bella-napoli');
    expect(typedSlug('Zé_bar')).toBe('zé_bar');
  });
});

describe('publicLinkPath', () => {
  it('puts the slug under /loja', () => {
    expect(publicLinkPath({ slug: 'pizzaria-bella-napoli', token: 'Zq3' })).toBe('/loja/pizzaria-bella-napoli');
  });

  it('puts the token under /loja while the business has no slug', () => {
    expect(publicLinkPath({ slug: null, token: 'Zq3_x-9' })).toBe('/loja/Zq3_x-9');
  });
});
