import { eq } from 'drizzle-orm';
import type { Config } from '../../../config';
import type { Tx } from '../../../db/client';
import { billingInvoices, type BillingInvoiceRow } from '../../../db/schema/index';
import { mercadoPagoGateway } from '../../../integrations/mercado-pago/client';
import { payInvoice } from '../subscriptions/subscribe';

// Paying an invoice (issue 39): a Mercado Pago Checkout Pro preference on the platform's own account
// (MERCADO_PAGO_ACCESS_TOKEN; the stand-in under `npm start`), its payment's notification reaching
// the webhook inbox without a business token, and `payInvoice` once the payment is re-read approved.

/** What the preference and the payment carry, so the notification finds the invoice. */
export const INVOICE_REFERENCE_PREFIX = 'invoice:';
export const invoiceReference = (uuid: string) => `${INVOICE_REFERENCE_PREFIX}${uuid}`;

/** The platform's checkout for an invoice, or null when the platform has no Mercado Pago account. */
export async function invoiceCheckout(config: Config, invoice: BillingInvoiceRow, title: string): Promise<{ redirectUrl: string } | null> {
  const accessToken = config.mercadoPago.accessToken;
  if (!accessToken) return null;
  const back = `${config.appUrl}/subscription/invoice/${invoice.uuid}`;
  const checkout = await mercadoPagoGateway({ baseUrl: config.mercadoPago.apiUrl, accessToken }).createCheckout({
    externalReference: invoiceReference(invoice.uuid),
    items: [{ id: invoice.uuid, title, quantity: 1, unitPriceCents: invoice.total }],
    // The platform's own notifications: no business token (decision 0041's platform secret).
    notificationUrl: `${config.appUrl}/api/v1/webhooks/mercado-pago`,
    backUrls: { success: back, pending: back, failure: back },
    // The same invoice asked twice is the same preference.
    idempotencyKey: `invoice-${invoice.uuid}`,
  });
  return { redirectUrl: checkout.redirectUrl };
}

export type InvoicePaymentOutcome = 'paid' | 'already_paid' | 'unknown_invoice' | 'amount_short';

/** An approved payment naming an invoice: paid once, if it covers the total. */
export async function recordInvoicePayment(tx: Tx, input: { reference: string; amountCents: number; now: Date }): Promise<InvoicePaymentOutcome> {
  const uuid = input.reference.slice(INVOICE_REFERENCE_PREFIX.length);
  const [invoice] = await tx.select().from(billingInvoices).where(eq(billingInvoices.uuid, uuid));
  if (!invoice) return 'unknown_invoice';
  if (input.amountCents < invoice.total) return 'amount_short';
  const outcome = await payInvoice(tx, { invoiceId: invoice.id, now: input.now });
  return outcome === 'not_found' ? 'unknown_invoice' : outcome;
}
