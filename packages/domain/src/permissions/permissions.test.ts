import { describe, expect, it } from 'vitest';
import { PERMISSIONS, ROLES, hasPermission, isWaiter, permissionLabel } from './permission-rules';
import { PermissionEntrySchema } from './permissions';

describe('permissions are declared once (spec §6)', () => {
  it('lists the known permissions as snake_case names', () => {
    expect(PERMISSIONS).toEqual([
      'manage_menu', 'manage_settings', 'manage_orders', 'use_pdv', 'manage_customers', 'manage_tables',
      'manage_coupons', 'manage_employees', 'manage_whatsapp', 'manage_loyalty', 'view_reports',
    ]);
    for (const name of PERMISSIONS) expect(name).toMatch(/^[a-z]+(_[a-z]+)+$/);
  });
  it('manage_menu is Cardápio and manage_settings Configurações', () => {
    expect(permissionLabel('manage_menu', 'pt')).toBe('Cardápio');
    expect(permissionLabel('manage_settings', 'pt')).toBe('Configurações');
    expect(permissionLabel('manage_menu', 'en')).toBe('Menu');
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
