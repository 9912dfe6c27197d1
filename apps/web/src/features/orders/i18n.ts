import { areaHook, areaText, type AreaKeyOf, type AreaT } from '../../lib/area-t';

/** The orders history's texts: locales/orders/<lang>.json, loaded with its route. */
export type OrdersKey = AreaKeyOf<'orders'>;
export type OrdersT = AreaT<OrdersKey>;

/** ot('filters.status') reads t('orders.filters.status'). */
export const useOrdersT = areaHook('orders');
export const ordersText = areaText('orders');
