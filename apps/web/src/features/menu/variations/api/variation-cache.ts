import type { QueryClient } from '@tanstack/react-query';
import type { VariationResource } from '@comanda/domain/menu/variation';
import { optionKeys } from '../../shared/api/option-keys';

/** The product's cached groups with `group` in place (or appended when new). */
export function putVariation(queryClient: QueryClient, group: VariationResource): void {
  queryClient.setQueryData<VariationResource[]>(optionKeys.variations(group.product_id), (list) => {
    if (!list) return list;
    return list.some((g) => g.id === group.id) ? list.map((g) => (g.id === group.id ? group : g)) : [...list, group];
  });
}
