import type { AuditAction } from '@comanda/domain/audit/audit-actions';
import type { FastifyInstance } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import type {
  EmployeeResource,
  RegisterEmployeeBody,
  UpdateEmployeeBody,
  VerifyEmployeeWhatsappBody,
} from '@comanda/domain/employees/employee-resource';
import { formatPhone } from '@comanda/domain/phone/phone';
import { ROLE_PRESETS, permissionsBeyondGranter, type PermissionName, type PermissionSubject } from '@comanda/domain/permissions/permission-rules';
import { permissionLabel } from '@comanda/domain/permissions/permission-catalogue';
import type { Lang } from '@comanda/domain/validation/lang';
import type { Queryable } from '../../db/client';
import { memberships, users, USERS_WHATSAPP_SIGN_IN } from '../../db/schema/index';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, fieldError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { msg } from '../../lib/messages';
import { consumeCode, issueCode, issueLinkToken } from '../../lib/one-time-tokens';
import { hashPassword } from '../../lib/passwords';
import { normalizeWhatsapp } from '../../lib/phone';
import { messageFor, signInNameQuery } from '../../lib/sign-in-name';
import { inTransaction } from '../../lib/unit-of-work';
import type { BusinessRow } from '../../plugins/tenancy';
import { findRoleId } from '../roles/roles.api';
import { signsInElsewhere } from '../users/users.api';
import { addedToTeamMail, employeeWhatsappCodeText, invitationMail, newPasswordMail } from './employee-mails';
import {
  actsIn,
  deleteMembership,
  findEmployee,
  insertOrFindUser,
  lockMembership,
  moveOffBusiness,
  replaceGrants,
  revokeSessionsOf,
  toEmployeeResource,
  type EmployeeRow,
} from './employees.repository';

/*
 * The team of a business (issue 19, docs/decisions/0034). Every change locks the membership's row,
 * so two managers editing one employee apply one after the other, and writes its audit entry in the
 * same transaction. The rules:
 *  - the owner's membership is not changed here (so the last owner can never be removed or demoted);
 *  - nobody deactivates or removes themselves;
 *  - a person grants or takes away only permissions they hold, and changes nobody who holds more;
 *  - deactivating or removing someone who is acting in this business ends their sessions at once.
 */

export interface EmployeeContext {
  app: FastifyInstance;
  business: BusinessRow;
  actorUserId: number;
  /** The actor as the domain's permission rules see them (owner/admin, grants). */
  actor: PermissionSubject;
  lang: Lang;
}

const PASSWORD_LINK = '/reset-password';

function namesOf(list: readonly PermissionName[], lang: Lang): string {
  return list.map((name) => permissionLabel(name, lang)).join(', ');
}

function requireGrantable(ctx: EmployeeContext, changed: readonly PermissionName[]): void {
  const beyond = permissionsBeyondGranter(ctx.actor, ctx.business.id, changed);
  if (beyond.length > 0) throw new AppError('forbidden', msg(ctx.lang, 'employee_beyond_granter', { names: namesOf(beyond, ctx.lang) }));
}

/** The employee of this business, locked for the change; owners are not changed from the team page. */
async function lockEmployee(ctx: EmployeeContext, q: Queryable, id: number, { notSelf = false } = {}): Promise<EmployeeRow> {
  const locked = await lockMembership(q, ctx.business.id, id);
  const row = locked && (await findEmployee(q, ctx.business.id, id));
  if (!row) throw new AppError('not_found', msg(ctx.lang, 'not_found'));
  if (row.role === 'owner') throw new AppError('conflict', msg(ctx.lang, 'employee_is_owner'));
  if (notSelf && row.userId === ctx.actorUserId) throw new AppError('conflict', msg(ctx.lang, 'employee_is_self'));
  if (permissionsBeyondGranter(ctx.actor, ctx.business.id, row.permissions).length > 0) {
    throw new AppError('forbidden', msg(ctx.lang, 'employee_outranks'));
  }
  return row;
}

function snapshot(row: EmployeeRow) {
  return { name: row.name, email: row.email, whatsapp: row.whatsapp, preset: row.preset, role: row.role, is_active: row.isActive, permissions: row.permissions };
}

async function reload(ctx: EmployeeContext, q: Queryable, id: number): Promise<EmployeeResource> {
  const row = await findEmployee(q, ctx.business.id, id);
  if (!row) throw new AppError('not_found', msg(ctx.lang, 'not_found'));
  return toEmployeeResource(row);
}

async function audit(ctx: EmployeeContext, q: Queryable, action: AuditAction, id: number, before: unknown, after: unknown): Promise<void> {
  await writeAudit(q, { businessId: ctx.business.id, actorUserId: ctx.actorUserId, action, entity: 'employee', entityId: id, before, after });
}

/** Signs the person out when they were acting in this business, and points them at another one. */
async function endPresenceIn(ctx: EmployeeContext, q: Queryable, userId: number, afterCommit: (cb: () => void) => void): Promise<void> {
  if (!(await actsIn(q, userId, ctx.business.id))) return;
  await moveOffBusiness(q, userId, ctx.business.id);
  await revokeSessionsOf(q, userId, new Date());
  afterCommit(() => ctx.app.realtime.userSessionsEnded(userId));
}

/**
 * POST v1/employees/register-waiter. A new e-mail (or, without one, a new WhatsApp: decision 0036)
 * becomes an account: with `password` (to be changed at the first sign-in) or with an invitation to
 * choose one, sent where they sign in. An e-mail or WhatsApp that already signs in to an account
 * joins the team with that account, its password untouched (a person may work for two businesses).
 */
export async function registerEmployee(ctx: EmployeeContext, body: RegisterEmployeeBody): Promise<EmployeeResource> {
  const preset = ROLE_PRESETS[body.preset];
  const permissions = [...new Set(body.permissions ?? preset.permissions)];
  requireGrantable(ctx, permissions);
  const whatsapp = body.whatsapp ? normalizeWhatsapp(body.whatsapp, ctx.lang) : null;
  const passwordHash = body.password ? await hashPassword(body.password) : null;
  const { app, business } = ctx;

  return inTransaction(app.db, async (tx, afterCommit) => {
    const person = await insertOrFindUser(tx, {
      name: body.name,
      email: body.email ?? null,
      whatsapp,
      passwordHash,
      mustChangePassword: passwordHash !== null,
      lang: ctx.lang,
    });
    const roleId = await findRoleId(tx, preset.role);
    if (roleId === null) throw new Error(`role ${preset.role} is missing: ensureReferenceData was not run`);
    const [membership] = await tx
      .insert(memberships)
      .values({ businessId: business.id, userId: person.id, roleId, preset: body.preset })
      .onConflictDoNothing({ target: [memberships.businessId, memberships.userId] })
      .returning({ id: memberships.id });
    if (!membership) throw new AppError('conflict', msg(ctx.lang, 'employee_exists'));
    await replaceGrants(tx, business.id, person.id, permissions);
    // Their first sign-in lands in this business unless they already work in another.
    await tx
      .update(users)
      .set({ currentBusinessId: business.id })
      .where(and(eq(users.id, person.id), isNull(users.currentBusinessId)));
    const employee = await reload(ctx, tx, membership.id);
    await audit(ctx, tx, 'employee.register', membership.id, null, { name: employee.name, email: employee.email, preset: body.preset, permissions });

    const lang = ctx.lang;
    if (employee.invitation_pending) {
      const token = await issueLinkToken(app.db, person.id, 'accept_invite');
      const link = `${app.config.appUrl}${PASSWORD_LINK}?${new URLSearchParams({ token, ...signInNameQuery(employee), invite: '1' })}`;
      afterCommit(() => app.outbox.send({ ...messageFor(employee, invitationMail(lang, { name: employee.name, business: business.name, link })), businessId: business.id }));
    } else if (!person.created) {
      const link = `${app.config.appUrl}/login`;
      afterCommit(() => app.outbox.send({ ...messageFor(employee, addedToTeamMail(lang, { name: employee.name, business: business.name, link })), businessId: business.id }));
    }
    return employee;
  });
}

/** PUT v1/employees/{id}/update: the preset (and so the role), and the name and WhatsApp of someone who works only here. */
export async function updateEmployee(ctx: EmployeeContext, id: number, body: UpdateEmployeeBody): Promise<EmployeeResource> {
  const whatsapp = body.whatsapp ? normalizeWhatsapp(body.whatsapp, ctx.lang) : body.whatsapp;
  return inTransaction(ctx.app.db, async (tx) => {
    const row = await lockEmployee(ctx, tx, id);
    const identity: { name?: string; whatsapp?: string | null; whatsappVerifiedAt?: null } = {};
    if (body.name !== undefined && body.name !== row.name) identity.name = body.name;
    if (whatsapp !== undefined && whatsapp !== row.whatsapp) Object.assign(identity, { whatsapp, whatsappVerifiedAt: null });
    if (Object.keys(identity).length > 0) {
      if (row.membershipsCount > 1) throw fieldError(identity.name !== undefined ? 'name' : 'whatsapp', msg(ctx.lang, 'employee_identity_locked'));
      // Someone without an e-mail signs in with the number: it can change, not go (decision 0036).
      if (identity.whatsapp === null && row.email === null) throw fieldError('whatsapp', msg(ctx.lang, 'employee_whatsapp_required'));
      try {
        await tx.update(users).set({ ...identity, updatedAt: new Date() }).where(eq(users.id, row.userId));
      } catch (err) {
        if (isUniqueViolation(err, USERS_WHATSAPP_SIGN_IN)) throw fieldError('whatsapp', msg(ctx.lang, 'whatsapp_in_use'));
        throw err;
      }
    }
    if (body.preset !== undefined && body.preset !== row.preset) {
      const roleId = await findRoleId(tx, ROLE_PRESETS[body.preset].role);
      if (roleId === null) throw new Error('roles are missing');
      await tx.update(memberships).set({ roleId, preset: body.preset }).where(and(eq(memberships.id, row.id), eq(memberships.businessId, ctx.business.id)));
    }
    const after = await reload(ctx, tx, id);
    await audit(ctx, tx, 'employee.update', id, snapshot(row), { name: after.name, whatsapp: after.whatsapp, preset: after.preset, role: after.role });
    return after;
  });
}

/** PUT v1/employees/{id}/update-permissions: the whole set; what changes must be held by the one changing it. */
export async function updatePermissions(ctx: EmployeeContext, id: number, wanted: readonly PermissionName[]): Promise<EmployeeResource> {
  const next = [...new Set(wanted)].sort();
  return inTransaction(ctx.app.db, async (tx, afterCommit) => {
    const row = await lockEmployee(ctx, tx, id);
    const before = new Set(row.permissions);
    const changed = [...next.filter((name) => !before.has(name)), ...row.permissions.filter((name) => !next.includes(name))];
    if (changed.length === 0) return toEmployeeResource(row);
    requireGrantable(ctx, changed);
    await replaceGrants(tx, ctx.business.id, row.userId, next);
    // Their open screens follow at once: the business's live events go only to those who read orders.
    if (await actsIn(tx, row.userId, ctx.business.id)) afterCommit(() => void ctx.app.realtime.userMovedBusiness(row.userId, ctx.business.id));
    // The name on both sides: the trail says whose permissions, and it is not read as a change.
    await audit(ctx, tx, 'employee.permissions', id, { name: row.name, permissions: row.permissions }, { name: row.name, permissions: next });
    return reload(ctx, tx, id);
  });
}

/** PUT v1/employees/{id}/toggle: off ends their sessions in this business at once. */
export async function toggleEmployee(ctx: EmployeeContext, id: number, wanted: boolean | undefined): Promise<EmployeeResource> {
  return inTransaction(ctx.app.db, async (tx, afterCommit) => {
    const row = await lockEmployee(ctx, tx, id, { notSelf: true });
    const isActive = wanted ?? !row.isActive;
    if (isActive === row.isActive) return toEmployeeResource(row);
    await tx.update(memberships).set({ isActive }).where(and(eq(memberships.id, row.id), eq(memberships.businessId, ctx.business.id)));
    if (!isActive) await endPresenceIn(ctx, tx, row.userId, afterCommit);
    await audit(ctx, tx, 'employee.toggle', id, { name: row.name, is_active: row.isActive }, { name: row.name, is_active: isActive });
    return reload(ctx, tx, id);
  });
}

/** DELETE v1/employees/{id}/delete: the membership and its grants go; the person and their name on past orders stay. */
export async function removeEmployee(ctx: EmployeeContext, id: number): Promise<void> {
  await inTransaction(ctx.app.db, async (tx, afterCommit) => {
    const row = await lockEmployee(ctx, tx, id, { notSelf: true });
    await endPresenceIn(ctx, tx, row.userId, afterCommit);
    await deleteMembership(tx, ctx.business.id, row.userId);
    await audit(ctx, tx, 'employee.delete', id, snapshot(row), null);
  });
}

/** POST v1/employees/{id}/reset-password: a new invitation while none was accepted, else a new-password link. */
export async function sendPasswordLink(ctx: EmployeeContext, id: number): Promise<string> {
  const { app, business, lang } = ctx;
  const row = await inTransaction(app.db, (tx) => lockEmployee(ctx, tx, id));
  const pending = !row.hasPassword;
  const token = await issueLinkToken(app.db, row.userId, pending ? 'accept_invite' : 'reset_password');
  const query = new URLSearchParams({ token, ...signInNameQuery(row), ...(pending ? { invite: '1' } : {}) });
  const link = `${app.config.appUrl}${PASSWORD_LINK}?${query}`;
  const mail = pending ? invitationMail(lang, { name: row.name, business: business.name, link }) : newPasswordMail(lang, { name: row.name, business: business.name, link });
  await app.outbox.send({ ...messageFor(row, mail), businessId: business.id });
  return msg(lang, pending ? 'employee_invite_sent' : 'employee_reset_sent', { to: row.email ?? formatPhone(row.whatsapp) });
}

/** POST v1/employees/verify-whatsapp: sends a code to the employee's WhatsApp, or confirms it with the code. */
export async function verifyWhatsapp(ctx: EmployeeContext, body: VerifyEmployeeWhatsappBody): Promise<{ employee: EmployeeResource; message: string }> {
  const { app, business, lang } = ctx;
  const row = await findEmployee(app.db, business.id, body.employee_id);
  if (!row) throw new AppError('not_found', msg(lang, 'not_found'));
  if (!row.whatsapp) throw fieldError('employee_id', msg(lang, 'employee_no_whatsapp'));
  if (body.code === undefined) {
    if (await signsInElsewhere(app.db, row.whatsapp, row.userId)) throw fieldError('employee_id', msg(lang, 'whatsapp_in_use'));
    const code = await issueCode(app.db, row.userId, 'verify_employee_whatsapp', { whatsapp: row.whatsapp });
    await app.outbox.send({ channel: 'whatsapp', to: row.whatsapp, text: employeeWhatsappCodeText(lang, business.name, code), businessId: business.id });
    return { employee: toEmployeeResource(row), message: msg(lang, 'employee_whatsapp_code_sent') };
  }
  const payload = await consumeCode(app.db, row.userId, 'verify_employee_whatsapp', body.code);
  // A code sent to a number the employee no longer has confirms nothing.
  if (payload?.['whatsapp'] !== row.whatsapp) throw fieldError('code', msg(lang, 'invalid_code'));
  try {
    await app.db.update(users).set({ whatsappVerifiedAt: new Date() }).where(and(eq(users.id, row.userId), eq(users.whatsapp, row.whatsapp)));
  } catch (err) {
    // Another account confirmed the number since the code was sent: a number signs in to one account.
    if (isUniqueViolation(err, USERS_WHATSAPP_SIGN_IN)) throw fieldError('code', msg(lang, 'whatsapp_in_use'));
    throw err;
  }
  return { employee: await reload(ctx, app.db, row.id), message: msg(lang, 'employee_whatsapp_verified') };
}
