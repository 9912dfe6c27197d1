import { areaHook, type AreaKeyOf } from '../../lib/area-t';

/** The orders history's texts: locales/orders/<lang>.json, loaded with its route. */
export type OrdersKey = AreaKeyOf<'orders'>;

/** ot('filters.status') reads t('orders.filters.status'). */
export const useOrdersT = areaHook('orders');
