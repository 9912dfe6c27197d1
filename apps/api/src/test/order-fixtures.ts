import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { CreateOrderBodyInput, OrderResource } from '@comanda/domain/orders/order-resource';
import { placeNameKey } from '@comanda/domain/regions/place-name';
import { WEEKDAYS } from '@comanda/domain/time/business-time';
import { businesses, diningTables, districtDeliveries, districts, menuCategories, productVariations, products, variationItems } from '../db/schema/index';
import type { ProductRow, VariationWithItems } from '../modules/menu/pricing/menu-rows';
import type { BusinessRow } from '../plugins/tenancy';
import { addEmployee, createBusinessFor, createUser, type TestUser } from './factories';
import { grantPermissions } from '../modules/businesses/memberships.repository';

// Rows and calls for the tests of orders and what hangs on them (tables, printing, customers): a
// business with a waiter (use_pdv), a table and products.

export interface Shop {
  /** The owner. */
  user: TestUser;
  business: BusinessRow;
  /** A waiter with use_pdv only. */
  waiter: TestUser;
}

export async function createShop(app: FastifyInstance, lang: 'pt' | 'en' = 'pt'): Promise<Shop> {
  const user = await createUser(app, { lang });
  const business = await createBusinessFor(app, user);
  const waiter = await createUser(app, { lang });
  await addEmployee(app, business, waiter, { role: 'waiter', permissions: ['use_pdv'] });
  return { user, business, waiter };
}

/** The shop's waiter may also give discounts by hand (give_discounts, issue 19), as a cashier does. */
export async function allowDiscounts(app: FastifyInstance, shop: Shop): Promise<void> {
  await grantPermissions(app.db, shop.business.id, shop.waiter.id, ['give_discounts']);
}

export async function insertTable(app: FastifyInstance, businessId: number, name = `Mesa ${Math.floor(Math.random() * 1e9)}`) {
  const [row] = await app.db.insert(diningTables).values({ businessId, name }).returning();
  return row!;
}

export async function insertProduct(
  app: FastifyInstance,
  businessId: number,
  values: Partial<Pick<ProductRow, 'name' | 'amount' | 'isWeightBased' | 'minWeight' | 'active'>> = {},
): Promise<ProductRow> {
  const [category] = await app.db.insert(menuCategories).values({ businessId, name: 'Cardápio' }).returning();
  const [product] = await app.db
    .insert(products)
    .values({ businessId, categoryId: category!.id, name: 'Pizza grande', amount: 3000, ...values })
    .returning();
  return product!;
}

export interface GroupFixture {
  name: string;
  min?: number;
  max?: number;
  isHighestPrice?: boolean;
  isAverageCalc?: boolean;
  items: { name: string; amount: number; available?: boolean }[];
}

/** An option group of a product, written straight to the tables. */
export async function insertGroup(app: FastifyInstance, product: ProductRow, group: GroupFixture): Promise<VariationWithItems> {
  const [row] = await app.db
    .insert(productVariations)
    .values({
      businessId: product.businessId,
      productId: product.id,
      name: group.name,
      min: group.min ?? 0,
      max: group.max ?? group.items.length,
      isHighestPrice: group.isHighestPrice ?? false,
      isAverageCalc: group.isAverageCalc ?? false,
    })
    .returning();
  const items = await app.db
    .insert(variationItems)
    .values(group.items.map((item, ranking) => ({ businessId: product.businessId, variationId: row!.id, ranking, ...item })))
    .returning();
  return { ...row!, items };
}

export async function setBusiness(app: FastifyInstance, businessId: number, values: Partial<typeof businesses.$inferInsert>): Promise<void> {
  await app.db.update(businesses).set(values).where(eq(businesses.id, businessId));
}

type Who = { headers: Record<string, string> };
type Reply = Awaited<ReturnType<FastifyInstance['inject']>>;

/** The business on the free plan with its trial over: the paid features answer 403 feature_unavailable. */
export async function endTrial(app: FastifyInstance, businessId: number): Promise<void> {
  await setBusiness(app, businessId, { plan: 'free', planExpiresAt: new Date(Date.now() - 86_400_000) });
}

export function orderCalls(app: FastifyInstance) {
  const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method, url: `/api/v1${url}`, headers: { ...who.headers, ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    call,
    place: (who: Who, body: CreateOrderBodyInput | Record<string, unknown>, headers?: Record<string, string>) => call(who, 'POST', '/orders', body, headers),
    open: (who: Who, tableId: number, body: Record<string, unknown>, headers?: Record<string, string>) => call(who, 'PUT', `/tables/${tableId}/open`, body, headers),
    tableOrder: (who: Who, tableId: number) => call(who, 'GET', `/tables/${tableId}/order`),
    get: (who: Who, id: number) => call(who, 'GET', `/orders/${id}`),
  };
}

export const orderOf = (res: Reply) => (res.json() as { data: OrderResource }).data;
/** A 422's body: its message and the messages by field. */
export const errorsOf = (res: Reply) => res.json() as { message: string; errors: Record<string, string[]> };

const SAO_PAULO = 3550308;

/** Whom and where a delivery goes to: what a delivery order must carry (issue 31), besides its bairro. */
export const DELIVERY_TO = { customer_name: 'Ana Souza', customer_whatsapp: '11987654321', address_street: 'Rua Augusta', address_number: '1200' } as const;

/** A bairro of São Paulo, and optionally the business's delivery terms for it (every weekday). */
export async function insertDistrict(app: FastifyInstance, name: string, terms?: { businessId: number; deliveryFee: number; minimumOrder?: number }) {
  const [district] = await app.db
    .insert(districts)
    .values({ cityId: SAO_PAULO, name, nameKey: placeNameKey(name) })
    .returning();
  if (terms) {
    await app.db.insert(districtDeliveries).values({
      businessId: terms.businessId,
      districtId: district!.id,
      deliveryFee: terms.deliveryFee,
      minimumOrder: terms.minimumOrder ?? 0,
      daysOfWeek: [...WEEKDAYS],
    });
  }
  return district!;
}

/** Moves a pickup order through the kitchen to finalized and marks it paid, as `who` (what earns loyalty). */
export async function finishAndPayPickup(app: FastifyInstance, who: Who, orderId: number): Promise<void> {
  for (const step of ['processing', 'done', 'waiting-get', 'finalized', 'paid']) {
    const res = await orderCalls(app).call(who, 'PUT', `/orders/${orderId}/${step}`);
    if (res.statusCode !== 200) throw new Error(`${step}: ${res.statusCode} ${res.body}`);
  }
}
