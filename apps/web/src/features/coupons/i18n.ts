import { areaHook, type AreaKeyOf, type AreaT } from '../../lib/area-t';

/** The coupons' texts: locales/coupons/<lang>.json, loaded with their route. */
export type CouponsKey = AreaKeyOf<'coupons'>;
export type CouponsT = AreaT<CouponsKey>;

export const useCouponsT = areaHook('coupons');
