import { describe, expect, it } from 'vitest';
import { PERMISSIONS, PERMISSION_GROUPS, ROLES, ROLE_PRESETS, hasPermission, isWaiter, permissionsBeyondGranter, permissionsOfGroup } from './permission-rules';
import { PERMISSION_CATALOGUE, permissionLabel } from './permission-catalogue';
import { PermissionEntrySchema } from './permissions';

describe('permissions are declared once (spec §6)', () => {
  it('lists the known permissions as snake_case names', () => {
    expect([...PERMISSIONS].sort()).toEqual([
      'cancel_orders', 'give_discounts', 'manage_coupons', 'manage_customers', 'manage_employees', 'manage_loyalty',
      'manage_menu', 'manage_orders', 'manage_printers', 'manage_settings', 'manage_subscription', 'manage_tables',
      'manage_whatsapp', 'use_pdv', 'view_reports',
    ]);
    for (const name of PERMISSIONS) expect(name).toMatch(/^[a-z]+(_[a-z]+)+$/);
  });
  it('manage_menu is Cardápio and manage_settings Configurações', () => {
    expect(permissionLabel('manage_menu', 'pt')).toBe('Cardápio');
    expect(permissionLabel('manage_settings', 'pt')).toBe('Configurações');
    expect(permissionLabel('manage_menu', 'en')).toBe('Menu');
  });
  it('every permission has a label and a description in pt and en, and belongs to exactly one group', () => {
    for (const name of PERMISSIONS) {
      for (const lang of ['pt', 'en'] as const) {
        expect(PERMISSION_CATALOGUE[name][lang].label.length, name).toBeGreaterThan(1);
        expect(PERMISSION_CATALOGUE[name][lang].description.length, name).toBeGreaterThan(10);
      }
    }
    expect(PERMISSION_GROUPS.flatMap(permissionsOfGroup).sort()).toEqual([...PERMISSIONS].sort());
  });
  it('presets: Garçom is a waiter with the PDV only; Caixa cannot cancel; Gerente has all but the subscription', () => {
    expect(ROLE_PRESETS.garcom).toMatchObject({ role: 'waiter', permissions: ['use_pdv'] });
    expect(ROLE_PRESETS.caixa.permissions).not.toContain('cancel_orders');
    expect(ROLE_PRESETS.caixa.permissions).toContain('manage_orders');
    expect(ROLE_PRESETS.gerente.permissions).toEqual(PERMISSIONS.filter((p) => p !== 'manage_subscription'));
  });
  it('a person may grant only what they hold; an owner may grant anything', () => {
    const manager = { permissions: [{ name: 'manage_employees', granted: true, business_id: 1 }, { name: 'use_pdv', granted: true, business_id: 1 }] };
    expect(permissionsBeyondGranter(manager, 1, ['use_pdv', 'manage_menu'])).toEqual(['manage_menu']);
    expect(permissionsBeyondGranter(manager, 2, ['use_pdv'])).toEqual(['use_pdv']);
    expect(permissionsBeyondGranter({ is_owner: true }, 1, PERMISSIONS)).toEqual([]);
  });
  it('roles are owner, waiter and user', () => expect(ROLES).toEqual(['owner', 'waiter', 'user']));
});

describe('hasPermission', () => {
  const grant = (name: string, granted: boolean, business_id: number | string) => ({ name, granted, business_id });

  it('owners and admins have every permission', () => {
    expect(hasPermission({ is_owner: true }, 'manage_settings', 1)).toBe(true);
    expect(hasPermission({ is_admin: true }, 'view_reports', 99)).toBe(true);
  });

  it('others have a permission only if granted under that name for that business', () => {
    const user = { permissions: [grant('manage_menu', true, 1), grant('manage_orders', false, 1)] };
    expect(hasPermission(user, 'manage_menu', 1)).toBe(true);
    expect(hasPermission(user, 'manage_menu', 2)).toBe(false);
    expect(hasPermission(user, 'manage_orders', 1)).toBe(false);
    expect(hasPermission(user, 'manage_settings', 1)).toBe(false);
  });

  it('business ids compare by value, number or text', () => {
    expect(hasPermission({ permissions: [grant('manage_menu', true, '7')] }, 'manage_menu', 7)).toBe(true);
  });

  it('no permissions at all means none', () => {
    expect(hasPermission({}, 'manage_menu', 1)).toBe(false);
    expect(hasPermission({ permissions: null }, 'manage_menu', 1)).toBe(false);
  });
});

describe('permission entry schema', () => {
  it('accepts {name, granted, business_id}', () => {
    expect(PermissionEntrySchema.safeParse({ name: 'manage_menu', granted: true, business_id: 3 }).success).toBe(true);
  });
  it('refuses unknown names and missing fields', () => {
    expect(PermissionEntrySchema.safeParse({ name: 'launch_rockets', granted: true, business_id: 3 }).success).toBe(false);
    expect(PermissionEntrySchema.safeParse({ name: 'manage_menu', business_id: 3 }).success).toBe(false);
  });
});

describe('isWaiter', () => {
  it('is recognised by the role name waiter', () => {
    expect(isWaiter({ roles: [{ name: 'user' }, { name: 'waiter' }] })).toBe(true);
    expect(isWaiter({ roles: [{ name: 'user' }] })).toBe(false);
    expect(isWaiter({})).toBe(false);
  });
});
