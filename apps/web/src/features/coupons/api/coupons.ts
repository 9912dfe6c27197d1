import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CouponBody, CouponResource } from '@comanda/domain/coupons/coupon-resource';
import { apiRequest } from '../../../lib/api-client';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';

// v1/coupons (issue 18): the business's coupons and their changes (manage_coupons, plan feature coupons).

const couponsKey = (businessId: number) => ['coupons', businessId] as const;

export function useCoupons(businessId: number) {
  return useQuery({
    queryKey: couponsKey(businessId),
    queryFn: async ({ signal }) => (await apiRequest<{ data: CouponResource[] }>(`/businesses/${businessId}/coupons`, { signal })).data,
  });
}

function useInvalidate(businessId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: couponsKey(businessId) });
}

export function useSaveCoupon(businessId: number) {
  const invalidate = useInvalidate(businessId);
  return useGuardedMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: CouponBody }) =>
      (await apiRequest<{ data: CouponResource }>(id === null ? '/coupons' : `/coupons/${id}`, { method: id === null ? 'POST' : 'PUT', body })).data,
    onSuccess: invalidate,
  });
}

export function useToggleCoupon(businessId: number) {
  const invalidate = useInvalidate(businessId);
  return useGuardedMutation({
    mutationFn: async ({ id, active }: { id: number; active: boolean }) =>
      (await apiRequest<{ data: CouponResource }>(`/coupons/${id}/toggle-status`, { method: 'PUT', body: { active } })).data,
    onSuccess: invalidate,
  });
}

export function useDeleteCoupon(businessId: number) {
  const invalidate = useInvalidate(businessId);
  return useGuardedMutation({
    mutationFn: (id: number) => apiRequest<void>(`/coupons/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
