import { areaHook, areaText, type AreaKeyOf, type AreaT } from '../../lib/area-t';

/*
 * The menu's texts come in three locale areas (locales/areas.ts), loaded with the routes that need
 * them: `menu` (the /cardapio list), `product` (the product form and hours) and `options` (option
 * groups, promotions). Their keys are typed from the areas' files; nothing to register here.
 */
export type ProductKey = AreaKeyOf<'product'>;
export type ProductT = AreaT<ProductKey>;
export type OptionsKey = AreaKeyOf<'options'>;
export type OptionsT = AreaT<OptionsKey>;

/** menuT('category.move', { name }) reads t('menu.category.move'). */
export const useMenuT = areaHook('menu');
export const menuText = areaText('menu');
/** productT('form.name') reads t('product.form.name'). */
export const useProductT = areaHook('product');
/** optionsT('group.edit', { name }) reads t('options.group.edit'). */
export const useOptionsT = areaHook('options');
export const optionsText = areaText('options');
