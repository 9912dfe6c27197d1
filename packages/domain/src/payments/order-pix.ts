import { z } from 'zod';
import { CentavosSchema } from '../money/centavos-schema';

/**
 * GET v1/orders/{id}/pix, POST v1/gerencianet/{id}/pix and GET v1/storefront/orders/{uuid}/pix
 * (issue 34): the Pix code of an unpaid order, its CRC checked by decoding before it is sent, and its QR drawn by the server
 * (an SVG, so the storefront's script carries no QR code of its own).
 */
export const OrderPixSchema = z.object({
  /**
   * static: the business's key with the amount, confirmed by the cashier by hand; dynamic: a charge
   * at the restaurant's Efí account, confirmed by Efí's webhook (the order turns paid by itself).
   */
  kind: z.enum(['static', 'dynamic']),
  /** "Pix copia e cola": the BR Code text. */
  br_code: z.string(),
  /** The order's txid inside the code (staticPixTxid). */
  txid: z.string(),
  /** What the code asks, centavos: the order's total. */
  amount: CentavosSchema,
  /** The code as a QR, an <svg> document made by the API. */
  qr_svg: z.string(),
  /** When a dynamic charge stops being payable (the countdown); null for a static code. */
  expires_at: z.string().nullable(),
});
export type OrderPix = z.infer<typeof OrderPixSchema>;

/** The public route names an order by its uuid (what the tracking page's link carries). */
export const OrderUuidParamsSchema = z.strictObject({ uuid: z.uuid() });
