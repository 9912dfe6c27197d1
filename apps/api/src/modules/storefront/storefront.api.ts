/** What other modules may use of the storefront: the dashboard counts its visitors. */
export { countVisits } from './storefront-visits';
