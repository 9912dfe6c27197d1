import { useQueryClient } from '@tanstack/react-query';
import { useGuardedMutation } from '../../../../lib/use-guarded-mutation';
import type { VariationResource } from '@comanda/domain/menu/variation';
import { apiRequest } from '../../../../lib/api-client';
import { notify } from '../../../../lib/toast';
import { optionsText } from '../../i18n';
import { optionKeys } from '../../shared/api/option-keys';

/** POST v1/products/{id}/variations/ranking: the new order of the product's groups. */
export async function rankVariations(productId: number, ids: number[]): Promise<VariationResource[]> {
  const res = await apiRequest<{ data: VariationResource[] }>(`/products/${productId}/variations/ranking`, { method: 'POST', body: { ids } });
  return res.data;
}

/** Reorders optimistically, restoring the previous order (and saying so) when the API refuses. */
export function useRankVariations(productId: number) {
  const queryClient = useQueryClient();
  const key = optionKeys.variations(productId);
  return useGuardedMutation({
    mutationFn: (ids: number[]) => rankVariations(productId, ids),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<VariationResource[]>(key);
      if (previous) {
        const byId = new Map(previous.map((g) => [g.id, g]));
        const ordered = ids.map((id) => byId.get(id)).filter((g) => g !== undefined);
        if (ordered.length === previous.length) queryClient.setQueryData(key, ordered);
      }
      return { previous };
    },
    onSuccess: (groups) => queryClient.setQueryData(key, groups),
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      notify.error({ title: optionsText('groups.reorderFailed') });
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
