import { areaHook } from '../../lib/area-t';

/** The payment methods page's texts: locales/payments/<lang>.json, loaded with its route: pt('fee.title') reads t('payments.fee.title'). */
export const usePaymentsT = areaHook('payments');
