import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Lang } from '@comanda/domain/validation/lang';
import { businesses, orderCheckouts, orders } from '../../../db/schema/index';
import { mercadoPagoGateway } from '../../../integrations/mercado-pago/client';
import { AppError } from '../../../lib/app-error';
import { msg } from '../../../lib/messages';
import { connectionCredentials } from '../connections/payment-connections.repository';
import { mercadoPagoNotificationUrl, type MercadoPagoCredentials } from '../connections/mercado-pago-connection.routes';

/** How long the hosted checkout takes a payment: after that the customer asks for a new one from the tracking page. */
const CHECKOUT_LIFETIME_MS = 2 * 60 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The hosted checkout (Mercado Pago Checkout Pro) a storefront order paid online is paid through
 * (issue 34): one per order, made with the restaurant's own account the first time it is asked for
 * and answered again after. It carries the order's uuid as external_reference, the restaurant's
 * notification URL and the return page; nothing here marks anything paid (only the provider's
 * confirmed payment does, through the webhook inbox).
 */
export async function onlineCheckoutOf(app: FastifyInstance, uuid: string, lang: Lang): Promise<{ redirectUrl: string }> {
  if (!UUID.test(uuid)) throw new AppError('not_found', msg(lang, 'storefront_order_not_found'));
  const [found] = await app.db.select({ order: orders, business: businesses }).from(orders).innerJoin(businesses, eq(businesses.id, orders.businessId)).where(eq(orders.uuid, uuid));
  if (!found || found.business.isBlocked) throw new AppError('not_found', msg(lang, 'storefront_order_not_found'));
  const { order, business } = found;
  if (order.paymentType !== 'mercado_pago' || order.paymentStatus === 'paid' || order.status === 'canceled') throw new AppError('conflict', msg(lang, 'online_payment_not_open'));

  const [kept] = await app.db.select().from(orderCheckouts).where(eq(orderCheckouts.orderId, order.id));
  if (kept) return { redirectUrl: kept.redirectUrl };

  const credentials = await connectionCredentials<MercadoPagoCredentials>(app.db, app.secrets, business.id, 'mercado_pago');
  if (!credentials) throw new AppError('conflict', msg(lang, 'online_payment_unavailable'));
  const gateway = mercadoPagoGateway({ baseUrl: app.config.mercadoPago.apiUrl, accessToken: credentials.access_token });
  const returnUrl = (status: string) => `${app.config.appUrl}/mercadopago/${status}`;
  let checkout;
  try {
    checkout = await gateway.createCheckout({
      externalReference: order.uuid,
      items: [{ id: `pedido-${order.number}`, title: msg(lang, 'online_payment_item', { number: order.number, business: business.name }), quantity: 1, unitPriceCents: order.total }],
      notificationUrl: mercadoPagoNotificationUrl(app.config.appUrl, business),
      backUrls: { success: returnUrl('success'), pending: returnUrl('pending'), failure: returnUrl('failure') },
      expiresAt: new Date(Date.now() + CHECKOUT_LIFETIME_MS),
      // Asked twice at once (a double tap), Mercado Pago answers the same preference to both.
      idempotencyKey: `checkout-${order.uuid}`,
    });
  } catch (error) {
    app.log.warn({ err: error, orderId: order.id }, 'mercado pago preference not made');
    throw new AppError('provider_unavailable', msg(lang, 'payment_provider_unreachable'));
  }
  const [row] = await app.db
    .insert(orderCheckouts)
    .values({ orderId: order.id, businessId: business.id, provider: 'mercado_pago', checkoutId: checkout.checkoutId, redirectUrl: checkout.redirectUrl })
    .onConflictDoNothing()
    .returning();
  if (row) return { redirectUrl: row.redirectUrl };
  const [first] = await app.db.select().from(orderCheckouts).where(eq(orderCheckouts.orderId, order.id));
  return { redirectUrl: first!.redirectUrl };
}
