import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PdvMenuCategory } from '@comanda/domain/pdv/pdv-menu';
import { apiRequest } from '../../../lib/api-client';
import { pdvKeys } from './pdv-keys';

export type MenuCategory = PdvMenuCategory;

/**
 * GET v1/businesses/{id}/pdv-menu: the whole menu the PDV sells (categories, products offered now,
 * their option groups) in one request; the screen searches it in memory.
 */
export async function loadPdvMenu(businessId: number, signal?: AbortSignal): Promise<MenuCategory[]> {
  return (await apiRequest<{ data: MenuCategory[] }>(`/businesses/${businessId}/pdv-menu`, { signal })).data;
}

export function usePdvMenu(businessId: number) {
  return useQuery(
    queryOptions({
      queryKey: pdvKeys.menu(businessId),
      queryFn: ({ signal }) => loadPdvMenu(businessId, signal),
      // A menu changes rarely during a service; a minute keeps the counter from refetching per visit.
      staleTime: 60_000,
    }),
  );
}
