import { areaHook } from '../../lib/area-t';

/** The home page's texts (today's figures, the period, the charts, the plan): locales/home/<lang>.json, loaded with its routes. */
export const useHomeT = areaHook('home');
