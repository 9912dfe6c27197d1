/**
 * What other modules may use of payments: a restaurant's opened credentials at a provider (the webhook
 * inbox verifies and re-reads with them), refunds, and the static Pix code of a tracked order.
 */
export { connectionCredentials, credentialsByBusinessToken } from './connections/payment-connections.repository';
export type { MercadoPagoCredentials } from './connections/mercado-pago-connection.routes';
export { refundUnwantedPayment, requestRefunds } from './refunds/request-refunds';
export { trackedOrderPix } from './dynamic-pix/dynamic-pix';
export { efiAccounts } from './connections/efi-accounts';
