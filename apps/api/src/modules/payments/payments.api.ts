/** What other modules may use of payments: the static Pix code of the order a tracking link names (the storefront's tracking page). */
export { trackedOrderPix } from './static-pix/order-pix';
