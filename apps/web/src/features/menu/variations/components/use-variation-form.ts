import { VariationBodySchema, type VariationBodyInput, type VariationResource } from '@comanda/domain/menu/variation';
import { useZodForm } from '../../../../lib/use-zod-form';

export const emptyItem = (): VariationBodyInput['items'][number] => ({ name: '', amount: 0, available: true });

/** The form's values for a group (or a blank group with one empty item). */
export function variationDefaults(group: VariationResource | null): VariationBodyInput {
  if (!group) {
    return { name: '', is_required: false, min: 0, max: 1, is_highest_price: false, is_average_calc: false, available: true, items: [emptyItem()] };
  }
  return {
    name: group.name,
    is_required: group.is_required,
    min: group.min,
    max: group.max,
    is_highest_price: group.is_highest_price,
    is_average_calc: group.is_average_calc,
    available: group.available,
    items: group.items.map((item) => ({ id: item.id, name: item.name, amount: item.amount, available: item.available })),
  };
}

export function useVariationForm(group: VariationResource | null) {
  return useZodForm(VariationBodySchema, { defaultValues: variationDefaults(group) });
}

export type VariationForm = ReturnType<typeof useVariationForm>;
