import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CategoryBodySchema, type CategoryResource } from '@comanda/domain/menu/menu-category';
import { ProductCreateBodySchema, type ProductCreateBody, type ProductResource } from '@comanda/domain/menu/product';
import { addEmployee, createBusinessFor, createUser, type TestUser } from '../../test/factories';
import type { BusinessRow } from '../../plugins/tenancy';
import { createCategory } from './categories/categories.repository';
import type { CategoryRow, ProductRow } from './menu-access';
import { createProduct } from './products/products.repository';
import { inTransaction } from '../../lib/unit-of-work';

// Builders for the categories/products route tests: rows through the same repository functions the
// routes (and the demo seed) use, requests through inject.

export interface Menu {
  app: FastifyInstance;
  user: TestUser;
  business: BusinessRow;
}

/** A business with its owner, for one test. */
export async function createMenu(app: FastifyInstance, lang: 'pt' | 'en' = 'pt'): Promise<Menu> {
  const user = await createUser(app, { lang });
  return { app, user, business: await createBusinessFor(app, user) };
}

export function addCategory(menu: Menu, name = 'Pizzas', extra: { description?: string; active?: boolean } = {}): Promise<CategoryRow> {
  return createCategory(menu.app.db, menu.business.id, CategoryBodySchema.parse({ name, ...extra }));
}

export function addProduct(
  menu: Menu,
  category: { id: number },
  body: Partial<Omit<ProductCreateBody, 'min_weight'>> & { min_weight?: string | number } = {},
): Promise<ProductRow> {
  const parsed = ProductCreateBodySchema.parse({ name: 'Pizza Margherita', amount: 3000, ...body, category_id: category.id });
  return inTransaction(menu.app.db, (tx) => createProduct(tx, menu.business.id, parsed));
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** A JSON request as `who` (the owner by default; `{}` = no session). */
export function call(menu: Menu, method: Method, url: string, payload?: object, who: { headers: Record<string, string> } = menu.user) {
  return menu.app.inject({ method, url: `/api/v1${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
}

/** A member of the business without manage_menu (a waiter), for the 403 cases. */
export async function waiterOf(menu: Menu): Promise<TestUser> {
  const waiter = await createUser(menu.app);
  await addEmployee(menu.app, menu.business, waiter, { permissions: ['manage_settings'] });
  return waiter;
}

export const productOf = (res: LightMyRequestResponse) => (res.json() as { data: ProductResource }).data;
export const productsOf = (res: LightMyRequestResponse) => (res.json() as { data: ProductResource[] }).data;
export const categoryOf = (res: LightMyRequestResponse) => (res.json() as { data: CategoryResource }).data;
export const categoriesOf = (res: LightMyRequestResponse) => (res.json() as { data: CategoryResource[] }).data;
export const errorsOf = (res: LightMyRequestResponse) => (res.json() as { errors: Record<string, string[]> }).errors;
