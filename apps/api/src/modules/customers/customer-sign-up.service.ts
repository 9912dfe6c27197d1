import type { FastifyInstance } from 'fastify';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { CustomerSignUpBody } from '@comanda/domain/customers/customer-resource';
import { nextConsent, NO_CONSENT } from '@comanda/domain/customers/marketing-consent';
import { signUpChange, type SignUpFields } from '@comanda/domain/customers/sign-up-change';
import type { Lang } from '@comanda/domain/validation/lang';
import { customerConfirmations, customers, type CustomerRow } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { msg } from '../../lib/messages';
import { hashToken, newOpaqueToken } from '../../lib/tokens';
import { inTransaction } from '../../lib/unit-of-work';
import { consentColumns, consentOf } from './customers.service';
import { signUpConfirmText } from './customer-messages';

/*
 * The public sign-up link's writes (issue 18; issue 30 for known numbers). A new number becomes a
 * customer at once. A number the business already has changes nothing now: anyone may type someone
 * else's phone on the public page, so what the sign-up would change (blanks filled, consent given)
 * waits for the holder of the number to open a single-use link sent to it through the message outbox.
 * The page answers the same either way, so it never tells a stranger who is a customer.
 */

/** How long the link sent to a known number stays good. */
export const SIGN_UP_CONFIRM_TTL_MS = 24 * 60 * 60 * 1000;

export interface SignUpBusiness {
  id: number;
  name: string;
  token: string;
}

const fieldsOf = (body: CustomerSignUpBody): SignUpFields => ({
  first_name: body.first_name,
  last_name: body.last_name ?? null,
  email: body.email ?? null,
  birthday: body.birthday ?? null,
  marketing_consent: body.marketing_consent,
});

const fieldsOfRow = (row: CustomerRow): SignUpFields => ({
  first_name: row.firstName,
  last_name: row.lastName,
  email: row.email,
  birthday: row.birthday,
  marketing_consent: row.marketingConsent,
});

export async function signUpCustomer(app: FastifyInstance, business: SignUpBusiness, body: CustomerSignUpBody, whatsapp: string, lang: Lang, now: Date): Promise<void> {
  const asked = fieldsOf(body);
  const sent = await inTransaction(app.db, async (tx, afterCommit) => {
    const [created] = await tx
      .insert(customers)
      .values({
        businessId: business.id,
        firstName: asked.first_name,
        lastName: asked.last_name,
        email: asked.email,
        whatsapp,
        birthday: asked.birthday,
        source: 'sign_up_link',
        ...consentColumns(nextConsent(NO_CONSENT, asked.marketing_consent, 'sign_up_link', now)),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: [customers.businessId, customers.whatsapp] })
      .returning({ id: customers.id });
    if (created) return false;
    const [existing] = await tx
      .select()
      .from(customers)
      .where(and(eq(customers.businessId, business.id), eq(customers.whatsapp, whatsapp)));
    const change = signUpChange(fieldsOfRow(existing!), asked);
    if (Object.keys(change).length === 0) return false;
    // Only the newest sign-up's link works.
    await tx.delete(customerConfirmations).where(and(eq(customerConfirmations.customerId, existing!.id), eq(customerConfirmations.businessId, business.id)));
    const token = newOpaqueToken();
    await tx.insert(customerConfirmations).values({
      businessId: business.id,
      customerId: existing!.id,
      tokenHash: hashToken(token),
      change,
      expiresAt: new Date(now.getTime() + SIGN_UP_CONFIRM_TTL_MS),
      createdAt: now,
    });
    const link = `${app.config.appUrl}/c/${encodeURIComponent(business.token)}/confirmar/${token}`;
    afterCommit(() => void app.outbox.send({ channel: 'whatsapp', to: whatsapp, text: signUpConfirmText(lang, business.name, link), businessId: business.id }));
    return true;
  });
  app.log.debug({ businessId: business.id, confirmationSent: sent }, 'customer sign-up');
}

/** Applies the change a link confirms, once; a used, expired or unknown link (or another business's) is a 404. */
export async function confirmSignUp(app: FastifyInstance, businessId: number, token: string, lang: Lang, now: Date): Promise<{ firstName: string }> {
  return inTransaction(app.db, async (tx) => {
    const [pending] = await tx
      .select()
      .from(customerConfirmations)
      .where(
        and(
          eq(customerConfirmations.tokenHash, hashToken(token)),
          eq(customerConfirmations.businessId, businessId),
          isNull(customerConfirmations.usedAt),
          gt(customerConfirmations.expiresAt, now),
        ),
      )
      .for('update');
    if (!pending) throw new AppError('not_found', msg(lang, 'sign_up_confirm_invalid'));
    const [customer] = await tx
      .select()
      .from(customers)
      .where(and(eq(customers.id, pending.customerId), eq(customers.businessId, businessId)))
      .for('update');
    // What the customer changed meanwhile (with the business) stands: only what is still blank is filled.
    const change = signUpChange(fieldsOfRow(customer!), { ...fieldsOfRow(customer!), ...pending.change });
    await tx
      .update(customers)
      .set({
        ...(change.first_name !== undefined ? { firstName: change.first_name } : {}),
        ...(change.last_name !== undefined ? { lastName: change.last_name } : {}),
        ...(change.email !== undefined ? { email: change.email } : {}),
        ...(change.birthday !== undefined ? { birthday: change.birthday } : {}),
        ...(change.marketing_consent ? consentColumns(nextConsent(consentOf(customer!), true, 'sign_up_link', now)) : {}),
        updatedAt: now,
      })
      .where(and(eq(customers.id, customer!.id), eq(customers.businessId, businessId)));
    await tx
      .update(customerConfirmations)
      .set({ usedAt: now })
      .where(and(eq(customerConfirmations.id, pending.id), eq(customerConfirmations.businessId, businessId)));
    return { firstName: customer!.firstName };
  });
}
