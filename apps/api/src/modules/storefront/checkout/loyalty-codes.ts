import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { LoyaltyGrant } from '@comanda/domain/storefront/storefront-checkout';
import type { Lang } from '@comanda/domain/validation/lang';
import type { Db, Queryable } from '../../../db/client';
import { storefrontLoyaltyCodes } from '../../../db/schema/index';
import { fieldError } from '../../../lib/app-error';
import { msg } from '../../../lib/messages';
import { codeMatches, MAX_CODE_ATTEMPTS, newCodeHash } from '../../../lib/one-time-tokens';
import { toE164 } from '../../../lib/phone';
import { hashToken, newNumericCode, newOpaqueToken } from '../../../lib/tokens';
import type { BusinessRow } from '../../../plugins/tenancy';
import type { Outbox } from '../../../integrations/mail/outbox';
import { customerBalances, hasBalance } from '../../loyalty/loyalty.api';

/*
 * A storefront customer opens their loyalty balance with a code sent to their WhatsApp (issue 33): no
 * password, and no way to learn from the answers whether a phone is a customer. The code lives 10
 * minutes, allows 5 tries and is used once; confirmed, it becomes a grant (a random token, 30 minutes)
 * that the order and the quote present to spend the balance of that phone at that business only.
 */

const MINUTE = 60_000;
export const LOYALTY_CODE_TTL_MS = 10 * MINUTE;
export const LOYALTY_GRANT_TTL_MS = 30 * MINUTE;

/**
 * Sends a code when the phone is a customer with something to spend; does nothing otherwise. The
 * caller answers the same either way. A new code replaces the phone's unconfirmed ones.
 */
export async function sendLoyaltyCode(db: Db, outbox: Outbox, business: BusinessRow, phone: string, now: Date, lang: Lang): Promise<void> {
  const whatsapp = toE164(phone);
  if (!whatsapp) return;
  if (!hasBalance(await customerBalances(db, business.id, whatsapp, now))) return;
  const code = newNumericCode();
  await db.transaction(async (tx) => {
    const mine = and(eq(storefrontLoyaltyCodes.businessId, business.id), eq(storefrontLoyaltyCodes.whatsapp, whatsapp));
    await tx.delete(storefrontLoyaltyCodes).where(and(mine, isNull(storefrontLoyaltyCodes.grantHash)));
    await tx.insert(storefrontLoyaltyCodes).values({ businessId: business.id, whatsapp, codeHash: newCodeHash(code), expiresAt: new Date(now.getTime() + LOYALTY_CODE_TTL_MS), createdAt: now });
  });
  await outbox.send({ channel: 'whatsapp', to: whatsapp, text: msg(lang, 'storefront_loyalty_code_text', { business: business.name, code }), businessId: business.id });
}

/**
 * The balance and a grant for a right code; a 422 on `code` ("Código inválido ou expirado") for every
 * other case alike: no code sent (unknown phone), wrong, expired, used, or tried 5 times.
 */
export async function verifyLoyaltyCode(db: Db, business: BusinessRow, phone: string, code: string, now: Date, lang: Lang): Promise<LoyaltyGrant> {
  const refused = () => fieldError('code', msg(lang, 'invalid_code'));
  const whatsapp = toE164(phone);
  if (!whatsapp) throw refused();
  const [row] = await db
    .select()
    .from(storefrontLoyaltyCodes)
    .where(
      and(
        eq(storefrontLoyaltyCodes.businessId, business.id),
        eq(storefrontLoyaltyCodes.whatsapp, whatsapp),
        isNull(storefrontLoyaltyCodes.usedAt),
        gt(storefrontLoyaltyCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(storefrontLoyaltyCodes.id))
    .limit(1);
  if (!row) throw refused();
  // Counted before comparing, atomically, so parallel guesses cannot pass the limit.
  const counted = await db
    .update(storefrontLoyaltyCodes)
    .set({ attempts: sql`${storefrontLoyaltyCodes.attempts} + 1` })
    .where(and(eq(storefrontLoyaltyCodes.businessId, business.id), eq(storefrontLoyaltyCodes.id, row.id), lt(storefrontLoyaltyCodes.attempts, MAX_CODE_ATTEMPTS), isNull(storefrontLoyaltyCodes.usedAt)))
    .returning({ id: storefrontLoyaltyCodes.id });
  if (counted.length === 0 || !codeMatches(row.codeHash, code)) throw refused();
  const token = newOpaqueToken();
  const grantExpiresAt = new Date(now.getTime() + LOYALTY_GRANT_TTL_MS);
  const used = await db
    .update(storefrontLoyaltyCodes)
    .set({ usedAt: now, grantHash: hashToken(token), grantExpiresAt })
    .where(and(eq(storefrontLoyaltyCodes.businessId, business.id), eq(storefrontLoyaltyCodes.id, row.id), isNull(storefrontLoyaltyCodes.usedAt)))
    .returning({ id: storefrontLoyaltyCodes.id });
  if (used.length === 0) throw refused();
  const balances = await customerBalances(db, business.id, whatsapp, now);
  return {
    points: balances?.points && balances.points.balance > 0 ? balances.points : null,
    cashback: balances && balances.cashback > 0 ? { balance: balances.cashback } : null,
    token,
    expires_at: grantExpiresAt.toISOString(),
  };
}

/**
 * Refuses (422 on `loyalty_token`) an order or quote that spends points or cashback without a live
 * grant of this business for this phone: a customer spends only the balance their code opened.
 */
export async function checkLoyaltyGrant(q: Queryable, business: BusinessRow, phone: string | null | undefined, token: string | null | undefined, now: Date, lang: Lang): Promise<void> {
  const refused = () => fieldError('loyalty_token', msg(lang, 'storefront_loyalty_token_invalid'));
  const whatsapp = phone ? toE164(phone) : null;
  if (!whatsapp || !token) throw refused();
  const [grant] = await q
    .select({ id: storefrontLoyaltyCodes.id })
    .from(storefrontLoyaltyCodes)
    .where(
      and(
        eq(storefrontLoyaltyCodes.grantHash, hashToken(token)),
        eq(storefrontLoyaltyCodes.businessId, business.id),
        eq(storefrontLoyaltyCodes.whatsapp, whatsapp),
        gt(storefrontLoyaltyCodes.grantExpiresAt, now),
      ),
    );
  if (!grant) throw refused();
}
