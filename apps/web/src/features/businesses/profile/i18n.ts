import { areaHook } from '../../../lib/area-t';

/** The business page's texts: locales/businessProfile/<lang>.json, loaded with its route. */
export const useBusinessProfileT = areaHook('businessProfile');
