import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PermissionName } from '@comanda/domain/permissions/permission-rules';
import { AppError } from '../lib/app-error';
import { msg } from '../lib/messages';
import { requireFeature } from '../lib/plans/require-feature';
import { requestNow } from '../lib/request-clock';
import { MAX_ROW_ID } from '@comanda/domain/validation/row-id';
import type { FeatureCode } from '../lib/plans/plan-features';
import { requirePrintDevice } from './print-device';
import { requireBusiness, requirePlatformAdmin, type BusinessAccess } from './tenancy';

/*
 * Access is declared on the route and decided here, once (docs/decisions/0016):
 *
 *   r.put('/products/:id', { config: { access: businessAccess('manage_menu') }, schema }, handler)
 *   r.get('/businesses/:id/menu-categories', { config: { access: businessAccess('manage_menu', { from: 'path' }) } …
 *
 * onRequest: 401 without a session (before the body is even parsed), 403 for a platform-admin route,
 * 403 password_change_required for a business route while a first password is unchanged.
 * preValidation (preHandler when the path id is malformed, after its 422): the business of the route — the caller's current one, or the path's
 * `:id` — by tenancy's requireBusiness (404 not a member, 403 blocked or missing permission), then
 * the plan feature (403 feature_unavailable). The handler reads the result with accessOf(request).
 * A route under /api/v1 that declares nothing answers 500 and fails route-access.test.ts.
 */

export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'user' }
  | { kind: 'platform_admin' }
  /** A print agent's device token (issue 17), for the print agent's routes only. */
  | { kind: 'print_device' }
  /**
   * A provider's callback (webhooks, decision 0041): no session is read (so no CSRF check either);
   * the handler verifies the provider's own signature.
   */
  | { kind: 'provider' }
  | {
      kind: 'business';
      /**
       * What the caller needs in the business; a list: any one of them (a waiter with use_pdv and a
       * manager with manage_orders both read an order); 'any_member' where being a member is enough.
       */
      permission: PermissionName | readonly PermissionName[] | 'any_member';
      /** A billing route: open while the subscription is suspended (the owner must be able to pay). */
      billing?: boolean | undefined;
      /** 'path': the business is the route's `:id` (/businesses/:id/…); otherwise the current one. */
      from: 'current' | 'path';
      feature?: FeatureCode | undefined;
    };

export const publicAccess = (): RouteAccess => ({ kind: 'public' });
export const userAccess = (): RouteAccess => ({ kind: 'user' });
export const platformAdminAccess = (): RouteAccess => ({ kind: 'platform_admin' });
export const printDeviceAccess = (): RouteAccess => ({ kind: 'print_device' });
export const providerAccess = (): RouteAccess => ({ kind: 'provider' });
export function businessAccess(
  permission: PermissionName | readonly PermissionName[] | 'any_member',
  { from = 'current', feature, billing }: { from?: 'current' | 'path'; feature?: FeatureCode; billing?: boolean } = {},
): RouteAccess {
  return { kind: 'business', permission, from, feature, billing };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** The business the route acts on, resolved by the route's declared access. */
    businessAccess: BusinessAccess | null;
  }
}

/** The business of a route declared with businessAccess(); the hook has resolved it before the handler. */
export function accessOf(request: FastifyRequest): BusinessAccess {
  if (!request.businessAccess) throw new Error(`${request.routeOptions.url} reads accessOf without businessAccess()`);
  return request.businessAccess;
}

function declaredAccess(request: FastifyRequest): RouteAccess | undefined {
  return request.routeOptions.config.access;
}

async function requireAnyPermission(access: BusinessAccess, permissions: readonly PermissionName[], lang: FastifyRequest['lang']): Promise<void> {
  for (const permission of permissions) if (await access.can(permission)) return;
  throw new AppError('forbidden', msg(lang, 'forbidden'));
}

/** The path's `:id` when it is a row id as written, else null. */
function rawPathId(params: unknown): number | null {
  const raw = (params as { id?: unknown } | undefined)?.id;
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ROW_ID ? id : null;
}

async function resolveBusiness(request: FastifyRequest, access: Extract<RouteAccess, { kind: 'business' }>, businessId: number | undefined): Promise<void> {
  const permission = access.permission === 'any_member' || typeof access.permission !== 'string' ? undefined : access.permission;
  request.businessAccess = await requireBusiness(request, { businessId, permission, billing: access.billing });
  if (typeof access.permission !== 'string') await requireAnyPermission(request.businessAccess, access.permission, request.lang);
  if (access.feature) requireFeature(request.businessAccess, access.feature, request.lang, requestNow(request));
}

export const routeAccessPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('businessAccess', null);
  app.decorateRequest('printDevice', null);

  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.url?.startsWith('/api/v1/')) return;
    const access = declaredAccess(request);
    if (!access) throw new Error(`route ${request.method} ${request.routeOptions.url} declares no access`);
    if (access.kind === 'public' || access.kind === 'provider') return;
    if (access.kind === 'print_device') {
      request.printDevice = await requirePrintDevice(app.db, request);
      return;
    }
    if (!request.auth) throw new AppError('unauthenticated', msg(request.lang, 'unauthenticated'));
    if (access.kind === 'platform_admin') requirePlatformAdmin(request);
    // A first password set by the owner (issue 19) opens the account only to change it.
    if (access.kind === 'business' && request.auth.user.mustChangePassword) {
      throw new AppError('password_change_required', msg(request.lang, 'password_change_required'));
    }
  });

  // The business and its permission are decided before the body is validated, so a caller without
  // the permission learns nothing from the route's validation messages (403 before 422). A path id
  // that is not an id at all is left to validation (422) and resolved in preHandler.
  app.addHook('preValidation', async (request) => {
    const access = declaredAccess(request);
    if (access?.kind !== 'business') return;
    const businessId = access.from === 'path' ? rawPathId(request.params) : undefined;
    if (businessId === null) return;
    await resolveBusiness(request, access, businessId);
  });

  app.addHook('preHandler', async (request) => {
    const access = declaredAccess(request);
    if (access?.kind !== 'business' || request.businessAccess) return;
    const businessId = access.from === 'path' ? (request.params as { id: number }).id : undefined;
    await resolveBusiness(request, access, businessId);
  });
});
