import { describe, expect, it } from 'vitest';
import { filterTablesByName } from './filter-tables';

const tables = [{ name: 'Mesa 1' }, { name: 'Mesa 10' }, { name: 'Varanda' }, { name: 'Balcão' }];

describe('table search filters by name, case-insensitive', () => {
  it('matches regardless of case', () => {
    expect(filterTablesByName(tables, 'MESA 1')).toEqual([{ name: 'Mesa 1' }, { name: 'Mesa 10' }]);
    expect(filterTablesByName(tables, 'varanda')).toEqual([{ name: 'Varanda' }]);
  });
  it('ignores accents', () => expect(filterTablesByName(tables, 'balcao')).toEqual([{ name: 'Balcão' }]));
  it('an empty query keeps every table', () => {
    expect(filterTablesByName(tables, '')).toEqual(tables);
    expect(filterTablesByName(tables, '  ')).toEqual(tables);
    expect(filterTablesByName(tables, undefined)).toEqual(tables);
  });
  it('no match gives an empty list', () => expect(filterTablesByName(tables, 'terraço')).toEqual([]));
});
