import { areaHook, type AreaKeyOf, type AreaT } from '../../lib/area-t';

/** The customers' texts: locales/customers/<lang>.json, loaded with their routes. */
export type CustomersKey = AreaKeyOf<'customers'>;
export type CustomersT = AreaT<CustomersKey>;

/** ct('form.firstName') reads t('customers.form.firstName'). */
export const useCustomersT = areaHook('customers');
