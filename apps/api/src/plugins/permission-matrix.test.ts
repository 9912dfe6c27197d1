import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, ROLE_PRESETS, ROLE_PRESET_NAMES, type PermissionName } from '@comanda/domain/permissions/permission-rules';
import { msg } from '../lib/messages';
import { addEmployee, createBusinessFor, createUser, type TestUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/helper';
import { setBusiness } from '../test/order-fixtures';
import type { RouteAccess } from './route-access';

// Issue 19: the role × route matrix. For each role preset (and an employee with no permission, and
// the owner), every business route of the API answers as the catalogue says: refused with 403
// exactly when the route names no permission the preset holds. The route's own answer otherwise
// (200, 404, 409, 422…) is not this test's business — only that it is not the permission's 403.

let t: TestApp;
beforeAll(async () => {
  // Several hundred requests from one address: above the per-IP limit, which is not under test here.
  t = await createTestApp({ RATE_LIMIT_MAX_PER_MINUTE: '100000', RATE_LIMIT_LOGIN_PER_MINUTE: '100000' });
});
afterAll(async () => t.close());

type BusinessRouteAccess = Extract<RouteAccess, { kind: 'business' }>;
const FORBIDDEN = msg('pt', 'forbidden');

function needed(access: BusinessRouteAccess): readonly PermissionName[] | 'any_member' {
  if (access.permission === 'any_member') return 'any_member';
  return typeof access.permission === 'string' ? [access.permission] : access.permission;
}

describe('role × route matrix', () => {
  it('every business route answers each preset as the catalogue says (allowed, or 403)', async () => {
    const owner = await createUser(t.app);
    const business = await createBusinessFor(t.app, owner);
    // Every plan feature, so that only permissions can refuse.
    await setBusiness(t.app, business.id, { plan: 'pro', planExpiresAt: new Date(Date.now() + 30 * 86_400_000) });

    const subjects: { name: string; user: TestUser; holds: readonly PermissionName[] }[] = [{ name: 'owner', user: owner, holds: PERMISSIONS }];
    for (const preset of ROLE_PRESET_NAMES) {
      const user = await createUser(t.app);
      await addEmployee(t.app, business, user, { role: ROLE_PRESETS[preset].role, permissions: [...ROLE_PRESETS[preset].permissions] });
      subjects.push({ name: preset, user, holds: ROLE_PRESETS[preset].permissions });
    }
    const nobody = await createUser(t.app);
    await addEmployee(t.app, business, nobody, { role: 'user', permissions: [] });
    subjects.push({ name: 'no permission', user: nobody, holds: [] });

    const routes = t.app.apiRouteTable.filter((r) => (r.config as { access?: RouteAccess } | undefined)?.access?.kind === 'business');
    expect(routes.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const route of routes) {
      const access = (route.config as { access: BusinessRouteAccess }).access;
      const names = needed(access);
      // The business routes' :id is the business; any other id names a row that does not exist.
      const url = route.url.replace(/:id\b/, access.from === 'path' ? String(business.id) : '2000000000').replace(/:\w+\??/g, '2000000000');
      for (const subject of subjects) {
        const allowed = names === 'any_member' || names.some((name) => subject.holds.includes(name));
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: subject.user.headers,
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const refused = res.statusCode === 403 && (res.json() as { message?: string }).message === FORBIDDEN;
        if (refused === allowed) wrong.push(`${subject.name}: ${route.method} ${route.url} → ${res.statusCode} (expected ${allowed ? 'allowed' : '403'})`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
