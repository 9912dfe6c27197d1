import { areaHook, areaText, type AreaKeyOf, type AreaT } from '../../lib/area-t';

/** The PDV's texts: locales/pdv/<lang>.json, loaded with its route. */
export type PdvKey = AreaKeyOf<'pdv'>;
export type PdvT = AreaT<PdvKey>;

export const usePdvT = areaHook('pdv');
export const pdvText = areaText('pdv');
