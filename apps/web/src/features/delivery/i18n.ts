import { areaHook, areaText, type AreaKeyOf, type AreaT } from '../../lib/area-t';

/** The delivery areas page's texts: locales/delivery/<lang>.json, loaded with its route. */
export type DeliveryKey = AreaKeyOf<'delivery'>;
export type DeliveryT = AreaT<DeliveryKey>;

/** dt('table.feeOf', { name }) reads t('delivery.table.feeOf'). */
export const useDeliveryT = areaHook('delivery');
export const deliveryText = areaText('delivery');
