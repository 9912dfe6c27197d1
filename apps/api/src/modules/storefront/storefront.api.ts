/** What other modules may use of the storefront: the dashboard counts its visitors; payments reads the order a tracking link names. */
export { countVisits } from './storefront-visits';
export { findTrackedOrder } from './tracked-order';
