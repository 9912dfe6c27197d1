import { z } from 'zod';
import { ProductCreateBodySchema, type ProductResource } from '@comanda/domain/menu/product';

/** What the product form edits: texts as typed, the price in centavos, no category until chosen. */
export type ProductFormValues = {
  name: string;
  description: string;
  category_id: number | undefined;
  amount: number;
  is_weight_based: boolean;
  /** Kilograms as typed ("0,25" or "0.25"); empty means no minimum. */
  min_weight: string;
  active: boolean;
};

/**
 * The form's values as the API body: an empty description is none, and a minimum weight only
 * counts for a product sold by weight (empty: the API's default).
 */
export function toProductBody(values: ProductFormValues) {
  const description = values.description.trim();
  const minWeight = values.min_weight.trim();
  return {
    name: values.name,
    description: description ? description : null,
    category_id: values.category_id,
    amount: values.amount,
    is_weight_based: values.is_weight_based,
    min_weight: values.is_weight_based && minWeight ? minWeight : null,
    active: values.active,
  };
}

/**
 * The domain's ProductCreateBodySchema, fed with the form's values: the form validates exactly what
 * the API will, with the same messages, and hands over the parsed body (min_weight as a number).
 */
export const productFormSchema = z.preprocess<ReturnType<typeof toProductBody>, typeof ProductCreateBodySchema, ProductFormValues>(
  toProductBody,
  ProductCreateBodySchema,
);

/** A weight in kg as the owner would type it: "0,25" in Portuguese, "0.25" in English. */
export function weightText(kg: number | null, locale: string): string {
  if (kg === null || !Number.isFinite(kg)) return '';
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 3, useGrouping: false }).format(kg);
}

export function emptyProductValues(categoryId: number | undefined): ProductFormValues {
  return { name: '', description: '', category_id: categoryId, amount: 0, is_weight_based: false, min_weight: '', active: true };
}

export function productValues(product: ProductResource, locale: string): ProductFormValues {
  return {
    name: product.name,
    description: product.description ?? '',
    category_id: product.category_id,
    amount: product.amount,
    is_weight_based: product.is_weight_based,
    min_weight: weightText(product.min_weight, locale),
    active: product.active,
  };
}
