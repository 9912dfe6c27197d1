/** What other modules may use of the menu: the prices an order is charged (server-side pricing), and the menu a business sells. */
export { priceLine } from './pricing/price-line';
export { loadPricingMenu, type PricingMenu } from './pricing/pricing-menu';
export type { VariationWithItems } from './pricing/menu-rows';
export { readSellingMenu } from './pdv-menu/selling-menu';
