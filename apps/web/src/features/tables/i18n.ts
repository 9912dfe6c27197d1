import { areaHook } from '../../lib/area-t';

/** The tables' settings texts: locales/tables/<lang>.json, loaded with their routes. */
export const useTablesT = areaHook('tables');
