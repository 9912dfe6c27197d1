import { areaHook, type AreaKeyOf, type AreaT } from '../../lib/area-t';

/** The tables' settings texts: locales/tables/<lang>.json, loaded with their routes. */
export type TablesKey = AreaKeyOf<'tables'>;
export type TablesT = AreaT<TablesKey>;

export const useTablesT = areaHook('tables');
