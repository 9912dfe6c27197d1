import type { CouponTerms } from '@comanda/domain/coupons/coupon-rules';
import { apiRequest } from '../../../lib/api-client';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';

/** POST v1/coupons/check: a code's terms, for the PDV to show its discount; 422 on `code` when unknown or off. */
export function useCouponCheck() {
  return useGuardedMutation({
    mutationFn: async (code: string) => (await apiRequest<{ data: CouponTerms & { code: string } }>('/coupons/check', { method: 'POST', body: { code } })).data,
  });
}
