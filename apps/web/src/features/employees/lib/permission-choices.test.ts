import { describe, expect, it } from 'vitest';
import { PERMISSIONS, ROLE_PRESETS, type PermissionName } from '@comanda/domain/permissions/permission-rules';
import { applyPreset, grantablePermissions, inCatalogueOrder, outranksGranter, permissionBoxes, samePermissions, togglePermission } from './permission-choices';

const BUSINESS = 7;
const grants = (...names: PermissionName[]) => names.map((name) => ({ name, granted: true, business_id: BUSINESS }));
const owner = { subject: { is_owner: true }, businessId: BUSINESS };
// A manager who may manage the team and holds the PDV and orders, nothing else.
const manager = { subject: { permissions: grants('manage_employees', 'use_pdv', 'manage_orders') }, businessId: BUSINESS };

describe('what a granter may tick', () => {
  it('owners and platform admins: every permission', () => {
    expect([...grantablePermissions(owner)]).toEqual(PERMISSIONS);
    expect([...grantablePermissions({ subject: { is_admin: true }, businessId: BUSINESS })]).toEqual(PERMISSIONS);
  });

  it('anyone else: what they hold in this business only', () => {
    expect([...grantablePermissions(manager)].sort()).toEqual(['manage_employees', 'manage_orders', 'use_pdv']);
    const elsewhere = { subject: { permissions: [{ name: 'manage_menu', granted: true, business_id: 99 }] }, businessId: BUSINESS };
    expect([...grantablePermissions(elsewhere)]).toEqual([]);
    const revoked = { subject: { permissions: [{ name: 'manage_menu', granted: false, business_id: BUSINESS }] }, businessId: BUSINESS };
    expect([...grantablePermissions(revoked)]).toEqual([]);
  });

  it('the boxes of what the granter does not hold are disabled, grouped as the catalogue groups them', () => {
    const groups = permissionBoxes(['use_pdv', 'manage_menu'], grantablePermissions(manager));
    expect(groups.map((g) => g.group)).toEqual(['sales', 'menu', 'customers', 'business', 'team']);
    const boxes = groups.flatMap((g) => g.boxes);
    expect(boxes.map((b) => b.name)).toEqual(PERMISSIONS);
    expect(boxes.find((b) => b.name === 'use_pdv')).toEqual({ name: 'use_pdv', checked: true, disabled: false });
    expect(boxes.find((b) => b.name === 'manage_menu')).toEqual({ name: 'manage_menu', checked: true, disabled: true });
    expect(boxes.find((b) => b.name === 'cancel_orders')).toEqual({ name: 'cancel_orders', checked: false, disabled: true });
    expect(boxes.filter((b) => !b.disabled).map((b) => b.name)).toEqual(['use_pdv', 'manage_orders', 'manage_employees']);
  });

  it('someone holding more than the granter cannot be changed by them', () => {
    expect(outranksGranter(manager, ['use_pdv'])).toBe(false);
    expect(outranksGranter(manager, ['use_pdv', 'manage_menu'])).toBe(true);
    expect(outranksGranter(owner, PERMISSIONS)).toBe(false);
  });
});

describe('choosing a preset fills the boxes', () => {
  it("for an owner: exactly the preset's permissions, replacing what was ticked", () => {
    expect(applyPreset('garcom', ['manage_menu', 'manage_coupons'], grantablePermissions(owner))).toEqual({ permissions: ['use_pdv'], withheld: [] });
    expect(applyPreset('caixa', [], grantablePermissions(owner)).permissions).toEqual(inCatalogueOrder(ROLE_PRESETS.caixa.permissions));
    expect(applyPreset('gerente', [], grantablePermissions(owner)).permissions).not.toContain('manage_subscription');
  });

  it('what the granter cannot give is left out and named; boxes they cannot change keep their state', () => {
    const result = applyPreset('caixa', ['manage_menu'], grantablePermissions(manager));
    expect(result.permissions).toEqual(['use_pdv', 'manage_orders', 'manage_menu']);
    expect(result.withheld).toEqual(['give_discounts', 'manage_customers']);
  });
});

describe('ticking a box', () => {
  const grantable = grantablePermissions(manager);
  it('adds or removes it, in catalogue order and without repeats', () => {
    expect(togglePermission(['manage_employees'], 'use_pdv', true, grantable)).toEqual(['use_pdv', 'manage_employees']);
    expect(togglePermission(['use_pdv', 'manage_orders'], 'use_pdv', false, grantable)).toEqual(['manage_orders']);
    expect(togglePermission(['use_pdv'], 'use_pdv', true, grantable)).toEqual(['use_pdv']);
  });
  it('a box the granter may not change stays as it was', () => {
    expect(togglePermission(['use_pdv'], 'manage_menu', true, grantable)).toEqual(['use_pdv']);
    expect(togglePermission(['manage_menu'], 'manage_menu', false, grantable)).toEqual(['manage_menu']);
  });
  it('the same set in another order is no change', () => {
    expect(samePermissions(['use_pdv', 'manage_menu'], ['manage_menu', 'use_pdv'])).toBe(true);
    expect(samePermissions(['use_pdv'], ['use_pdv', 'manage_menu'])).toBe(false);
  });
});
