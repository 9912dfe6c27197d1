import { areaHook } from '../../lib/area-t';

/** The profile page's texts: locales/profile/<lang>.json, loaded with its route. */
export const useProfileT = areaHook('profile');
