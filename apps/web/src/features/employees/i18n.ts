import { areaHook, areaText, type AreaKeyOf, type AreaT } from '../../lib/area-t';

/** The team pages' texts: locales/employees/<lang>.json, loaded with their routes. */
export type EmployeesKey = AreaKeyOf<'employees'>;
export type EmployeesT = AreaT<EmployeesKey>;

/** et('list.add') reads t('employees.list.add'). */
export const useEmployeesT = areaHook('employees');

/** The same texts outside React. */
export const employeesText = areaText('employees');
