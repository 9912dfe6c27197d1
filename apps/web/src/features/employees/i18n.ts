import { areaHook } from '../../lib/area-t';

/** The team pages' texts: locales/employees/<lang>.json, loaded with their routes: et('list.add') reads t('employees.list.add'). */
export const useEmployeesT = areaHook('employees');
