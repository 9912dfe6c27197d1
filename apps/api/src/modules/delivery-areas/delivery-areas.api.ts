/** What other modules may use of delivery areas: an order looks up its fee. */
export { listDeliveryAreas } from './delivery-area-lookup';
