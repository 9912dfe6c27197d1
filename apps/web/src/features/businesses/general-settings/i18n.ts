import { areaHook } from '../../../lib/area-t';

/** The general settings page's texts: locales/generalSettings/<lang>.json, loaded with its route: gt('orders.title') reads t('generalSettings.orders.title'). */
export const useGeneralSettingsT = areaHook('generalSettings');
