import { describe, expect, it } from 'vitest';
import { errorPaths } from './focus-first-error';

describe('errorPaths', () => {
  it('names each error by its dotted path, nested objects and arrays included', () => {
    const errors = {
      name: { type: 'too_small', message: 'x' },
      service_charge_default: { mesa: { type: 'invalid_type', message: 'y' } },
      sizes: [undefined, { price: { type: 'server', message: 'z' } }],
    };
    expect(errorPaths(errors as never)).toEqual(['name', 'service_charge_default.mesa', 'sizes.1.price']);
  });

  it('has none for a form without errors', () => {
    expect(errorPaths({})).toEqual([]);
  });
});
