import { areaHook } from '../../lib/area-t';

/** The customers' texts: locales/customers/<lang>.json, loaded with their routes: ct('form.firstName') reads t('customers.form.firstName'). */
export const useCustomersT = areaHook('customers');
