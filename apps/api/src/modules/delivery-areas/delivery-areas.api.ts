/** What other modules may use of delivery areas: an order looks up its bairro's fee and terms. */
export { listDeliveryAreas } from './delivery-area-lookup';
export { deliveryTerms, type DeliveryTerms } from './delivery-terms';
