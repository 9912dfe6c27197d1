import { areaHook } from '../../lib/area-t';

/** The PDV's texts: locales/pdv/<lang>.json, loaded with its route. */
export const usePdvT = areaHook('pdv');
