import { areaHook, type AreaKeyOf, type AreaT } from '../../lib/area-t';

/** The loyalty program's texts: locales/loyalty/<lang>.json, loaded with their routes. */
export type LoyaltyKey = AreaKeyOf<'loyalty'>;
export type LoyaltyT = AreaT<LoyaltyKey>;

export const useLoyaltyT = areaHook('loyalty');
