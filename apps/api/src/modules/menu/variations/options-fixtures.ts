import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../../lib/unit-of-work';
import { VariationBodySchema, type VariationBodyInput } from '@comanda/domain/menu/variation';
import { PromotionSchema, type PromotionInput } from '@comanda/domain/promotions/promotion';
import { menuCategories, products } from '../../../db/schema/index';
import { createBusinessFor, createUser, type TestUser } from '../../../test/factories';
import type { BusinessRow } from '../../../plugins/tenancy';
import type { ProductRow } from '../menu-access';
import { insertPromotion, type PromotionRow } from '../promotions/promotions.repository';
import { createVariation, type VariationWithItems } from './variations.repository';

// Rows for the variations, promotions and quote tests, written straight to the database.

export interface Owner {
  user: TestUser;
  business: BusinessRow;
}

export async function createOwner(app: FastifyInstance, lang: 'pt' | 'en' = 'pt'): Promise<Owner> {
  const user = await createUser(app, { lang });
  return { user, business: await createBusinessFor(app, user) };
}

export async function insertProduct(
  app: FastifyInstance,
  businessId: number,
  values: Partial<Pick<ProductRow, 'name' | 'amount' | 'isWeightBased' | 'minWeight'>> = {},
): Promise<ProductRow> {
  const [category] = await app.db.insert(menuCategories).values({ businessId, name: 'Pizzas' }).returning();
  const [product] = await app.db
    .insert(products)
    .values({ businessId, categoryId: category!.id, name: 'Pizza grande', amount: 3000, ...values })
    .returning();
  return product!;
}

export async function insertVariation(app: FastifyInstance, product: ProductRow, body: VariationBodyInput): Promise<VariationWithItems> {
  return inTransaction(app.db, (tx) => createVariation(tx, product.businessId, product.id, VariationBodySchema.parse(body)));
}

export async function insertPromotionRow(app: FastifyInstance, product: ProductRow, body: PromotionInput): Promise<PromotionRow> {
  return insertPromotion(app.db, product, PromotionSchema.parse(body));
}

export const sizes: VariationBodyInput = {
  name: 'Tamanho',
  is_required: true,
  min: 1,
  max: 1,
  items: [
    { name: 'Média', amount: 0 },
    { name: 'Grande', amount: 1000 },
  ],
};
