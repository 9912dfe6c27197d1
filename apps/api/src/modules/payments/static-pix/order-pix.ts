import { toString as qrSvg } from 'qrcode';
import type { OrderPix } from '@comanda/domain/payments/order-pix';
import { buildPixBrCode, decodePixBrCode, foldPixText, PIX_NAME_MAX } from '@comanda/domain/payments/pix-br-code';
import { staticPixTxid } from '@comanda/domain/payments/pix-txid';
import type { Lang } from '@comanda/domain/validation/lang';
import type { OrderRow } from '../../../db/schema/index';
import { AppError } from '../../../lib/app-error';
import { msg } from '../../../lib/messages';
import type { BusinessRow } from '../../../plugins/tenancy';

/** What the payer's bank shows when the business's name has no letter left once folded to ASCII. */
const FALLBACK_NAME = 'Estabelecimento';
/** 4 modules of white around the code, as the QR standard asks. */
const QUIET_ZONE = 4;

type PixBusiness = Pick<BusinessRow, 'name' | 'city' | 'pixKey'>;
type PixOrder = Pick<OrderRow, 'uuid' | 'number' | 'status' | 'paymentStatus' | 'total'>;

/** Why an order has nothing to charge by Pix; null when it has. */
export function pixOrderRefusal(order: Pick<OrderRow, 'status' | 'paymentStatus' | 'total'>) {
  if (order.status === 'canceled') return 'pix_order_canceled' as const;
  if (order.paymentStatus === 'paid') return 'pix_order_paid' as const;
  if (order.total <= 0) return 'pix_nothing_to_pay' as const;
  return null;
}

/** Why an order has no static Pix code to show, in the order the cashier would fix them; null when it has one. */
function refusal(business: PixBusiness, order: PixOrder) {
  if (business.pixKey === null) return 'pix_no_key' as const;
  return pixOrderRefusal(order);
}

/** A BR Code as a QR, an SVG document. */
export const pixQrSvg = (brCode: string) => qrSvg(brCode, { type: 'svg', margin: QUIET_ZONE, errorCorrectionLevel: 'M' });

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
  return { kind: 'static', br_code: brCode, txid, amount: order.total, qr_svg: await pixQrSvg(brCode), expires_at: null };
}
