/** What other modules may use of customers: an order links (or creates) its customer; a WhatsApp campaign reads its audience. */
export { CUSTOMER_UPSERT_TAIL, linkCustomer, orderCustomer, type OrderCustomer } from './customer-link';
export { recordStorefrontConsent } from './storefront-consent';
export { recordEmailOptOut, recordWhatsappOptOut, unsubscribeLink, unsubscribeTokens } from './marketing-opt-out';
export { campaignAudience, type AudienceMember } from './customers.repository';
