import { areaHook, type AreaKeyOf, type AreaT } from '../../lib/area-t';

/** The payment methods page's texts: locales/payments/<lang>.json, loaded with its route. */
export type PaymentsKey = AreaKeyOf<'payments'>;
export type PaymentsT = AreaT<PaymentsKey>;

/** pt('fee.title') reads t('payments.fee.title'). */
export const usePaymentsT = areaHook('payments');
