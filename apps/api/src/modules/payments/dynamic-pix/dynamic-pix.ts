import { eq } from 'drizzle-orm';
import type { OrderPix } from '@comanda/domain/payments/order-pix';
import { pixCrcValid } from '@comanda/domain/payments/pix-br-code';
import { dynamicPixTxid } from '@comanda/domain/payments/pix-txid';
import type { Lang } from '@comanda/domain/validation/lang';
import type { Config } from '../../../config';
import type { Queryable } from '../../../db/client';
import { pixCharges, type OrderRow } from '../../../db/schema/index';
import { EfiError, type EfiCharge, type EfiClient } from '../../../integrations/efi/client';
import { AppError } from '../../../lib/app-error';
import { msg } from '../../../lib/messages';
import type { BusinessRow } from '../../../plugins/tenancy';
import { findTrackedOrder } from '../../storefront/storefront.api';
import { efiAccounts } from '../connections/efi-accounts';
import { orderPix, pixOrderRefusal, pixQrSvg } from '../static-pix/order-pix';

/** How long a dynamic charge may be paid: an hour, renewed when the order is charged again after it. */
export const DYNAMIC_PIX_SECONDS = 3600;
/** A charge with less than this left is renewed before it is shown: nobody pays in 30 seconds. */
const RENEW_BEFORE_MS = 60_000;

type PixOrder = Pick<OrderRow, 'id' | 'uuid' | 'number' | 'status' | 'paymentStatus' | 'total' | 'businessId'>;
interface PixDeps {
  db: Queryable;
  config: Config;
  now: Date;
}

/**
 * The Pix code of an unpaid order (issue 34, decision 0048): a dynamic charge at the restaurant's Efí
 * account when one is connected — confirmed by Efí's webhook, the order turning paid by itself — and
 * the business's static code otherwise. The charge's txid is made from the order's uuid, so asking
 * twice (two waiters, a reload, the tracking page and the PDV) is one charge at Efí; one whose amount
 * no longer matches the order's total, or about to expire, is revised there first.
 */
export async function chargeOrderByPix(deps: PixDeps, business: Pick<BusinessRow, 'id' | 'name' | 'city' | 'pixKey' | 'efiConnected'>, order: PixOrder, lang: Lang): Promise<OrderPix> {
  const efi = business.efiConnected ? await efiAccounts(deps.config).forBusiness(deps.db, business.id) : null;
  if (!efi) return orderPix(business, order, lang);
  const refused = pixOrderRefusal(order);
  if (refused) throw new AppError('conflict', msg(lang, refused));

  const txid = dynamicPixTxid(order.uuid);
  const [kept] = await deps.db.select().from(pixCharges).where(eq(pixCharges.orderId, order.id));
  if (kept && kept.amount === order.total && kept.expiresAt.getTime() - deps.now.getTime() > RENEW_BEFORE_MS) {
    return shown({ txid, brCode: kept.brCode, amount: kept.amount, expiresAt: kept.expiresAt });
  }
  let charge: EfiCharge;
  try {
    charge = await openCharge(efi, txid, order, deps.now);
  } catch (err) {
    if (err instanceof EfiError) throw new AppError('provider_unavailable', msg(lang, 'efi_charge_failed'));
    throw err;
  }
  // Paid already, its webhook on the way: nothing left to charge.
  if (charge.status === 'CONCLUIDA') throw new AppError('conflict', msg(lang, 'pix_order_paid'));
  const brCode = charge.pixCopiaECola ?? '';
  if (!pixCrcValid(brCode)) throw new Error(`efí charge ${txid} came with a Pix code whose CRC does not check`);
  const expiresAt = expiryOf(charge, deps.now);
  const values = { orderId: order.id, businessId: business.id, txid, amount: charge.amountCents, brCode, expiresAt };
  await deps.db.insert(pixCharges).values(values).onConflictDoUpdate({ target: pixCharges.orderId, set: { amount: values.amount, brCode, expiresAt } });
  return shown({ txid, brCode, amount: charge.amountCents, expiresAt });
}

/** Makes the order's charge, or takes the one already made and revises its amount and expiry to fit. */
async function openCharge(efi: EfiClient, txid: string, order: PixOrder, now: Date): Promise<EfiCharge> {
  try {
    return await efi.createCharge({ txid, amountCents: order.total, expiresInSeconds: DYNAMIC_PIX_SECONDS, payerRequest: `Pedido ${order.number}` });
  } catch (err) {
    if (!(err instanceof EfiError && err.code === 'txid_duplicado')) throw err;
  }
  const charge = await efi.getCharge(txid);
  if (charge.status !== 'ATIVA') return charge;
  const createdAt = charge.createdAt ? Date.parse(charge.createdAt) : now.getTime();
  const expiresInSeconds = Math.ceil((now.getTime() - createdAt) / 1000) + DYNAMIC_PIX_SECONDS;
  if (charge.amountCents === order.total && expiryOf(charge, now).getTime() - now.getTime() > RENEW_BEFORE_MS) return charge;
  return efi.reviseCharge({ txid, amountCents: order.total, expiresInSeconds });
}

function expiryOf(charge: EfiCharge, now: Date): Date {
  const createdAt = charge.createdAt ? Date.parse(charge.createdAt) : now.getTime();
  return new Date(createdAt + (charge.expiresInSeconds ?? DYNAMIC_PIX_SECONDS) * 1000);
}

async function shown(c: { txid: string; brCode: string; amount: number; expiresAt: Date }): Promise<OrderPix> {
  return { kind: 'dynamic', br_code: c.brCode, txid: c.txid, amount: c.amount, qr_svg: await pixQrSvg(c.brCode), expires_at: c.expiresAt.toISOString() };
}

/**
 * The Pix code of the order a customer's tracking link names: 404 when no order has it, 409 when
 * the customer chose another way to pay or there is nothing to charge.
 */
export async function trackedOrderPix(deps: PixDeps, uuid: string, lang: Lang): Promise<OrderPix> {
  const found = await findTrackedOrder(deps.db, uuid);
  if (!found) throw new AppError('not_found', msg(lang, 'storefront_order_not_found'));
  if (found.order.paymentType !== 'pix') throw new AppError('conflict', msg(lang, 'pix_not_chosen'));
  return chargeOrderByPix(deps, found.business, found.order, lang);
}
