import { and, eq } from 'drizzle-orm';
import type { CustomerBody, CustomerSource } from '@comanda/domain/customers/customer-resource';
import { customerFullName } from '@comanda/domain/customers/customer-resource';
import { nextConsent, NO_CONSENT, type ConsentState } from '@comanda/domain/customers/marketing-consent';
import type { Lang } from '@comanda/domain/validation/lang';
import type { Queryable, Tx } from '../../db/client';
import { customers, districts, type CustomerRow } from '../../db/schema/index';
import { AppError, fieldError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { msg } from '../../lib/messages';
import { normalizeWhatsapp } from '../../lib/phone';

// Writing a customer (issue 18): the phone in E.164, the bairro checked, consent recorded by rule
// (marketing-consent.ts), one customer per phone (a 422 naming who has it).

export const WHATSAPP_INDEX = 'customers_business_whatsapp_unique';

export function consentOf(row: CustomerRow | null): ConsentState {
  if (!row) return NO_CONSENT;
  return {
    marketing_consent: row.marketingConsent,
    marketing_consent_at: row.marketingConsentAt,
    marketing_consent_source: row.marketingConsentSource,
    marketing_opt_out_at: row.marketingOptOutAt,
  };
}

export function consentColumns(state: ConsentState) {
  return {
    marketingConsent: state.marketing_consent,
    marketingConsentAt: state.marketing_consent_at,
    marketingConsentSource: state.marketing_consent_source,
    marketingOptOutAt: state.marketing_opt_out_at,
  };
}

/** The customer of the business, locked for a change, or a 404. */
export async function lockCustomer(tx: Tx, businessId: number, id: number, lang: Lang): Promise<CustomerRow> {
  const [row] = await tx
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.businessId, businessId)))
    .for('update');
  if (!row) throw new AppError('not_found', msg(lang, 'customer_not_found'));
  return row;
}

async function checkDistrict(q: Queryable, districtId: number | null | undefined, lang: Lang): Promise<void> {
  if (districtId == null) return;
  const [found] = await q.select({ id: districts.id }).from(districts).where(eq(districts.id, districtId));
  if (!found) throw fieldError('district_id', msg(lang, 'customer_district_unknown'));
}

/** The 422 for a phone another customer of the business has. */
export async function whatsappTaken(q: Queryable, businessId: number, whatsapp: string, lang: Lang): Promise<AppError> {
  const [other] = await q
    .select({ firstName: customers.firstName, lastName: customers.lastName })
    .from(customers)
    .where(and(eq(customers.businessId, businessId), eq(customers.whatsapp, whatsapp)));
  const name = other ? customerFullName({ first_name: other.firstName, last_name: other.lastName }) : '';
  return fieldError('whatsapp', msg(lang, 'customer_whatsapp_taken', { name }));
}

/**
 * Inserts (`before` null) or updates the customer from a back-office form. A phone taken by another
 * customer answers 422 on whatsapp: the caller runs this in a savepoint or a transaction of its own.
 */
export async function writeCustomer(
  tx: Tx,
  input: { businessId: number; lang: Lang; now: Date; before: CustomerRow | null; body: CustomerBody; source: CustomerSource },
): Promise<CustomerRow> {
  const { businessId, lang, now, before, body } = input;
  const whatsapp = normalizeWhatsapp(body.whatsapp, lang);
  await checkDistrict(tx, body.district_id, lang);
  const values = {
    firstName: body.first_name,
    lastName: body.last_name ?? null,
    email: body.email ?? null,
    whatsapp,
    birthday: body.birthday ?? null,
    addressStreet: body.address_street ?? null,
    addressNumber: body.address_number ?? null,
    addressComplement: body.address_complement ?? null,
    addressReference: body.address_reference ?? null,
    districtId: body.district_id ?? null,
    notes: body.notes ?? null,
    ...consentColumns(nextConsent(consentOf(before), body.marketing_consent, 'back_office', now)),
    updatedAt: now,
  };
  try {
    const [row] = before
      ? await tx.transaction((sp) => sp.update(customers).set(values).where(and(eq(customers.id, before.id), eq(customers.businessId, businessId))).returning())
      : await tx.transaction((sp) => sp.insert(customers).values({ ...values, businessId, source: input.source, createdAt: now }).returning());
    return row!;
  } catch (err) {
    if (isUniqueViolation(err, WHATSAPP_INDEX)) throw await whatsappTaken(tx, businessId, whatsapp, lang);
    throw err;
  }
}
