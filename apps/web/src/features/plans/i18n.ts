import { areaHook } from '../../lib/area-t';

/** The upgrade modal's texts (locales/plans), loaded with the modal: plansT('decline') reads t('plans.decline'). */
export const usePlansT = areaHook('plans');
