import { areaHook, type AreaKeyOf } from '../../lib/area-t';

/** The delivery areas page's texts: locales/delivery/<lang>.json, loaded with its route. */
export type DeliveryKey = AreaKeyOf<'delivery'>;

/** dt('table.feeOf', { name }) reads t('delivery.table.feeOf'). */
export const useDeliveryT = areaHook('delivery');
