import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../permissions/permission-rules';
import { REMOVE_SERVICE_CHARGE_PERMISSION, removesServiceCharge } from './service-charge';

describe('taking the waiter service charge off', () => {
  it('only a charge the order would carry is taken off; asking it on, or an order without one, removes nothing', () => {
    expect(removesServiceCharge(true, false)).toBe(true);
    expect(removesServiceCharge(true, true)).toBe(false);
    expect(removesServiceCharge(false, false)).toBe(false);
  });

  it('needs a permission of the catalogue', () => {
    expect(PERMISSIONS).toContain(REMOVE_SERVICE_CHARGE_PERMISSION);
  });
});
