import { areaHook, type AreaKeyOf, type AreaT } from '../../../lib/area-t';

/** The general settings page's texts: locales/generalSettings/<lang>.json, loaded with its route. */
export type GeneralSettingsKey = AreaKeyOf<'generalSettings'>;
export type GeneralSettingsT = AreaT<GeneralSettingsKey>;

/** gt('orders.title') reads t('generalSettings.orders.title'). */
export const useGeneralSettingsT = areaHook('generalSettings');
