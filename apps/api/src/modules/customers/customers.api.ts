/** What other modules may use of customers: an order links (or creates) its customer. */
export { CUSTOMER_UPSERT_TAIL, linkCustomer, orderCustomer, type OrderCustomer } from './customer-link';
export { recordStorefrontConsent } from './storefront-consent';
export { recordWhatsappOptOut } from './whatsapp-opt-out';
