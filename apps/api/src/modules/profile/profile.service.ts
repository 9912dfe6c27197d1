import type { z } from 'zod';
import type { updateMeBodySchema } from '@comanda/domain/auth/auth-schemas';
import type { Lang } from '@comanda/domain/validation/lang';
import type { Db } from '../../db/client';
import { fieldError } from '../../lib/app-error';
import { msg } from '../../lib/messages';
import { verifyPassword } from '../../lib/passwords';
import type { UserRow } from '../../plugins/auth';
import { deleteUser, updateUser, type UserPatch } from '../users/users.api';
import { isActiveMember } from './profile.repository';

type UpdateMeBody = z.infer<typeof updateMeBodySchema>;

/**
 * Applies PUT /me; the current business must be one the user is an active member of. A platform admin
 * enters another business with POST /businesses/{id}/enter, which is audited (docs/decisions/0019).
 */
export async function updateMe(db: Db, user: UserRow, body: UpdateMeBody, lang: Lang): Promise<UserRow> {
  const patch: UserPatch = {};
  if (body.name !== undefined) patch.name = body.name.replace(/\s+/g, ' ');
  if (body.lang !== undefined) patch.lang = body.lang;
  const businessId = body.current_business_id;
  if (businessId !== undefined && businessId !== user.currentBusinessId) {
    if (!(await isActiveMember(db, user.id, businessId))) throw fieldError('current_business_id', msg(lang, 'not_member'));
    patch.currentBusinessId = businessId;
  }
  if (Object.keys(patch).length === 0) return user;
  return (await updateUser(db, user.id, patch)) ?? user;
}

/** 422 on `password` unless it is the user's password (accounts created with Google have none). */
export async function requirePassword(user: UserRow, password: string, lang: Lang): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, password))) throw fieldError('password', msg(lang, 'wrong_password'));
}

export async function deleteAccount(db: Db, user: UserRow, password: string, lang: Lang): Promise<void> {
  await requirePassword(user, password, lang);
  await deleteUser(db, user.id);
}
