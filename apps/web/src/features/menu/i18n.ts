import { areaHook, areaText, type AreaKey, type AreaT } from '../../lib/area-t';
import type menuPt from '../../locales/menu/pt.json';
import type optionsPt from '../../locales/options/pt.json';
import type productPt from '../../locales/product/pt.json';

/*
 * The menu's texts come in three locale areas, loaded with the routes that need them: `menu` (the
 * /cardapio list), `product` (the product form and hours) and `options` (option groups, promotions).
 */
export type MenuKey = AreaKey<typeof menuPt>;
export type MenuT = AreaT<MenuKey>;
export type ProductKey = AreaKey<typeof productPt>;
export type ProductT = AreaT<ProductKey>;
export type OptionsKey = AreaKey<typeof optionsPt>;
export type OptionsT = AreaT<OptionsKey>;

/** menuT('category.move', { name }) reads t('menu.category.move'). */
export const useMenuT = areaHook<MenuKey>('menu');
export const menuText = areaText<MenuKey>('menu');
/** productT('form.name') reads t('product.form.name'). */
export const useProductT = areaHook<ProductKey>('product');
export const productText = areaText<ProductKey>('product');
/** optionsT('group.edit', { name }) reads t('options.group.edit'). */
export const useOptionsT = areaHook<OptionsKey>('options');
export const optionsText = areaText<OptionsKey>('options');
