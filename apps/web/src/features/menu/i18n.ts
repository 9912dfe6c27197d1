import { areaHook, areaText, type AreaKey, type AreaT } from '../../lib/area-t';
import type menuPt from '../../locales/menu/pt.json';

export type MenuKey = AreaKey<typeof menuPt>;
export type MenuT = AreaT<MenuKey>;

/** The menu area's t() for components: menuT('category.move', { name }) reads t('menu.category.move'). */
export const useMenuT = areaHook<MenuKey>('menu');

/** The menu area's t() outside React (toasts from mutation callbacks). */
export const menuText = areaText<MenuKey>('menu');
