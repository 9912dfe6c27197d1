import { beforeAll, describe, expect, it } from 'vitest';
import { localeAreas } from './areas';
import en from './en.json';
import pt from './pt.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

// Every area of locales/areas.ts sits under its area's key, as lib/i18n.ts merges it.
async function withAreas(main: Tree, lang: 'pt' | 'en'): Promise<Map<string, string>> {
  const areas = await Promise.all(
    Object.entries(localeAreas).map(async ([area, loaders]) => [area, (await loaders[lang]()).default as Tree] as const),
  );
  return flatten({ ...main, ...Object.fromEntries(areas) });
}

let ptKeys = new Map<string, string>();
let enKeys = new Map<string, string>();
beforeAll(async () => {
  [ptKeys, enKeys] = await Promise.all([withAreas(pt as Tree, 'pt'), withAreas(en as Tree, 'en')]);
});
const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('locales', () => {
  it('reads every registered area', () => {
    for (const area of Object.keys(localeAreas)) expect([...ptKeys.keys()].some((k) => k.startsWith(`${area}.`)), area).toBe(true);
  });

  // Issue 31, item 13: "R$ 0.01" beside "R$0.50" in English. Amounts come from lib/format.ts.
  it('no text writes an amount by hand; it takes one formatted by formatMoney', () => {
    const handWritten = [...ptKeys, ...enKeys].filter(([, text]) => /R\$[\s\u00a0]*\d/.test(text)).map(([key]) => key);
    expect(handWritten).toEqual([]);
  });

  it('pt and en have exactly the same keys', () => {
    const missingInEn = [...ptKeys.keys()].filter((k) => !enKeys.has(k));
    const missingInPt = [...enKeys.keys()].filter((k) => !ptKeys.has(k));
    expect(missingInEn).toEqual([]);
    expect(missingInPt).toEqual([]);
  });

  it('every text is non-empty', () => {
    const empty = [...ptKeys, ...enKeys].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('a key uses the same interpolation variables in both languages', () => {
    const mismatched = [...ptKeys].filter(([key, text]) => {
      const other = enKeys.get(key);
      return other !== undefined && variables(text).join() !== variables(other).join();
    });
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('plural keys come in _one/_other pairs that use {{count}}', () => {
    for (const key of ptKeys.keys()) {
      if (!key.endsWith('_one')) continue;
      const base = key.slice(0, -'_one'.length);
      expect(ptKeys.has(`${base}_other`), `${base}_other`).toBe(true);
      expect(variables(ptKeys.get(key)!)).toContain('count');
    }
  });

  it('has the texts the spec fixes', () => {
    expect(ptKeys.get('setup.layoutTitle')).toBe('Configure seu negócio');
    expect(ptKeys.get('nav.new')).toBe('Novo!');
    expect(ptKeys.get('userMenu.profile')).toBe('Meu perfil');
    expect(ptKeys.get('userMenu.subscription')).toBe('Minha Assinatura');
    expect(ptKeys.get('userMenu.settings')).toBe('Configurações');
    expect(ptKeys.get('userMenu.logout')).toBe('Sair');
    expect(enKeys.get('errors.notFound')).toBe('This page could not be found');
    expect(enKeys.get('errors.pageFailed')).toBe('An error occurred while showing the error page');
    expect(enKeys.get('errors.goBackHome')).toBe('Go back to home');
    expect(enKeys.get('errors.error')).toBe('Error');
  });
});

// Issue 13 (9): Portuguese counts 0 with the singular ("0 resultado"); a count that can be zero
// has its own _zero text in both languages.
describe('counts that can be zero', () => {
  it.each(['businesses.total', 'businesses.found'])('%s has a _zero text in pt and en', (key) => {
    expect(ptKeys.get(`${key}_zero`)).toMatch(/^Nenhum/);
    expect(enKeys.get(`${key}_zero`)).toMatch(/^No /);
  });
});
