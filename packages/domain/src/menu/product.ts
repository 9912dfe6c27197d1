import { z } from 'zod';
import { CentavosSchema } from '../money/centavos-schema';
import { minWeight, requiredString } from '../validation/rules';
import { ProductFilterSchema, RankingBodySchema } from './menu-category';
import { RowIdSchema } from '../validation/row-id';

// Wire contract of v1/products (spec §3 Product, §7 "Products").

/** The highest price a product or option may have: R$ 100.000,00. */
export const MAX_PRICE_CENTAVOS = 100_000_00;
const price = CentavosSchema.max(MAX_PRICE_CENTAVOS);
/** The highest min_weight, in kg: far above any real dish, and inside the column's numeric(8,3). */
export const MAX_MIN_WEIGHT_KG = 1000;

const productFields = {
  category_id: RowIdSchema,
  name: requiredString(120),
  description: z.string().trim().max(1000).nullish(),
  /** Centavos; for a weight-based product, the price of one kilogram. */
  amount: price,
  /** false = paused: kept on the menu screen, not offered to customers. */
  active: z.boolean(),
  is_weight_based: z.boolean(),
  /** Kilograms (comma or dot), weight-based products only; default 0.001 kg. */
  min_weight: minWeight(0.001).pipe(z.number().max(MAX_MIN_WEIGHT_KG)).nullish(),
};

/**
 * The owner's word that a product costing nothing (no price, no priced option) is offered for free
 * (menu/free-product.ts); without it such a write answers 422 on `confirm_free`. Never stored.
 */
const confirmFree = z.boolean().optional();

export const ProductCreateBodySchema = z.strictObject({
  ...productFields,
  active: productFields.active.default(true),
  is_weight_based: productFields.is_weight_based.default(false),
  confirm_free: confirmFree,
});
export type ProductCreateBody = z.infer<typeof ProductCreateBodySchema>;

/** PUT v1/products/{id}: any subset of the fields (pausing sends only `active`). */
export const ProductUpdateBodySchema = z.strictObject({ ...productFields, confirm_free: confirmFree }).partial();
export type ProductUpdateBody = z.infer<typeof ProductUpdateBodySchema>;

export const ProductResourceSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  business_id: z.number().int(),
  category_id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  amount: z.number().int(),
  active: z.boolean(),
  is_weight_based: z.boolean(),
  min_weight: z.number().nullable(),
  cover_url: z.string().nullable(),
  ranking: z.number().int(),
  /** Computed by the domain's promotion rules at the time of the request. */
  promotional_price: z.number().int().nullable(),
  active_promotion: z.boolean(),
  /** Active and within its schedule now (business time zone). */
  available_now: z.boolean(),
  variations_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProductResource = z.infer<typeof ProductResourceSchema>;


/** GET v1/businesses/{id}/menu-categories/{id}/products */
export const CategoryProductsQuerySchema = z.object({
  keyword: z.string().trim().max(120).optional(),
  filter: ProductFilterSchema.default('all'),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(50),
});
export type CategoryProductsQuery = z.infer<typeof CategoryProductsQuerySchema>;

/** POST v1/products/ranking: the new order of a category's products. */
export const ProductRankingBodySchema = RankingBodySchema.extend({ category_id: RowIdSchema });
export type ProductRankingBody = z.infer<typeof ProductRankingBodySchema>;

/** A product read from a menu photo, for the owner to review (POST v1/products/ocr/process). */
export const OcrDraftSchema = z.object({
  name: z.string(),
  amount: z.number().int().nullable(),
  description: z.string().nullable(),
});
export type OcrDraft = z.infer<typeof OcrDraftSchema>;

/** POST v1/products/import: the reviewed drafts, created in one step in one category. */
export const ProductImportBodySchema = z.strictObject({
  category_id: RowIdSchema,
  products: z
    .array(
      z.strictObject({
        name: productFields.name,
        description: productFields.description,
        // Imported products are offered at once: one without a price would be free food
        // (menu/free-product.ts), so a price is required here; a free one is made on its own form.
        amount: price.refine((amount) => amount !== 0, { params: { rule: 'required' } }),
      }),
    )
    .min(1)
    .max(200),
});
export type ProductImportBody = z.infer<typeof ProductImportBodySchema>;
