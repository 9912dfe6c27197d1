import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../plugins/auth';
import { accessOf } from '../../plugins/route-access';
import { requestNow } from '../request-clock';
import type { StaffActor } from './actor';
import type { CommandDeps } from './command-deps';

/** A route's command deps: the app's database, the request's clock (X-Test-Now in tests) and language. */
export function requestDeps(request: FastifyRequest): CommandDeps {
  return { db: request.server.db, clock: { now: () => requestNow(request) }, lang: request.lang };
}

/** The signed-in staff member of a business route (declared with businessAccess()). */
export function staffActor(request: FastifyRequest): StaffActor {
  const access = accessOf(request);
  const user = currentUser(request);
  return { kind: 'staff', businessId: access.business.id, userId: user.id, userName: user.name, can: (permission) => access.can(permission) };
}
