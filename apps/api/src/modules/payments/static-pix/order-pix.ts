import { toString as qrSvg } from 'qrcode';
import type { OrderPix } from '@comanda/domain/payments/order-pix';
import { buildPixBrCode, decodePixBrCode, foldPixText, PIX_NAME_MAX } from '@comanda/domain/payments/pix-br-code';
import { staticPixTxid } from '@comanda/domain/payments/pix-txid';
import type { Lang } from '@comanda/domain/validation/lang';
import type { Queryable } from '../../../db/client';
import type { OrderRow } from '../../../db/schema/index';
import { AppError } from '../../../lib/app-error';
import { msg } from '../../../lib/messages';
import type { BusinessRow } from '../../../plugins/tenancy';
import { findTrackedOrder } from '../../storefront/storefront.api';

/** What the payer's bank shows when the business's name has no letter left once folded to ASCII. */
const FALLBACK_NAME = 'Estabelecimento';
/** 4 modules of white around the code, as the QR standard asks. */
const QUIET_ZONE = 4;

type PixBusiness = Pick<BusinessRow, 'name' | 'city' | 'pixKey'>;
type PixOrder = Pick<OrderRow, 'uuid' | 'number' | 'status' | 'paymentStatus' | 'total'>;

/** Why an order has no Pix code to show, in the order the cashier would fix them; null when it has one. */
function refusal(business: PixBusiness, order: PixOrder) {
  if (business.pixKey === null) return 'pix_no_key' as const;
  if (order.status === 'canceled') return 'pix_order_canceled' as const;
  if (order.paymentStatus === 'paid') return 'pix_order_paid' as const;
  if (order.total <= 0) return 'pix_nothing_to_pay' as const;
  return null;
}

/**
 * The static Pix code of an unpaid order (issue 34): the business's key, the order's total and its
 * txid, decoded again and compared before it leaves, so a code the bank would refuse is never shown.
 * 409 when the business has no key or there is nothing to charge.
 */
export async function orderPix(business: PixBusiness, order: PixOrder, lang: Lang): Promise<OrderPix> {
  const refused = refusal(business, order);
  if (refused) throw new AppError('conflict', msg(lang, refused));
  const key = business.pixKey!;
  const txid = staticPixTxid(order.uuid);
  const brCode = buildPixBrCode({
    key,
    name: foldPixText(business.name, PIX_NAME_MAX) || FALLBACK_NAME,
    city: business.city,
    amountCents: order.total,
    txid,
    description: `Pedido ${order.number}`,
  });
  const decoded = decodePixBrCode(brCode);
  if (!decoded.ok || decoded.fields.key !== key || decoded.fields.amountCents !== order.total || decoded.fields.txid !== txid) {
    throw new Error(`static pix of order ${order.uuid} did not decode to what it was made of (${decoded.ok ? 'fields differ' : decoded.reason})`);
  }
  const svg = await qrSvg(brCode, { type: 'svg', margin: QUIET_ZONE, errorCorrectionLevel: 'M' });
  return { br_code: brCode, txid, amount: order.total, qr_svg: svg };
}

/**
 * The Pix code of the order a customer's tracking link names: 404 when no order has it, 409 when
 * the customer chose another way to pay or there is nothing to charge.
 */
export async function trackedOrderPix(db: Queryable, uuid: string, lang: Lang): Promise<OrderPix> {
  const found = await findTrackedOrder(db, uuid);
  if (!found) throw new AppError('not_found', msg(lang, 'storefront_order_not_found'));
  if (found.order.paymentType !== 'pix') throw new AppError('conflict', msg(lang, 'pix_not_chosen'));
  return orderPix(found.business, found.order, lang);
}
