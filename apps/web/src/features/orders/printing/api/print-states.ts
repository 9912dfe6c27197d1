import { useEffect, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { printStateOf, type PrintJobResource, type PrintState } from '@comanda/domain/printer/print-job';
import { apiRequest } from '../../../../lib/api-client';
import { subscribeRealtime } from '../../../../lib/socket';

/**
 * The print state of each order a list or a board shows (issue 17): read for those orders at once,
 * again when the server says printing moved ("print.jobs", "print.failed"), and every few seconds
 * while something waits to come out.
 */
export function usePrintStates(businessId: number, orderIds: readonly number[]): Map<number, PrintState> {
  const queryClient = useQueryClient();
  const ids = useMemo(() => [...new Set(orderIds)].sort((a, b) => a - b).slice(0, 100), [orderIds]);
  const key = ['printing', businessId, 'states', ids.join(',')] as const;
  const jobs = useQuery({
    queryKey: key,
    enabled: ids.length > 0,
    queryFn: async ({ signal }) => (await apiRequest<{ data: PrintJobResource[] }>(`/businesses/${businessId}/print-jobs?limit=500&order_ids=${ids.join(',')}`, { signal })).data,
    refetchInterval: (query) => (query.state.data?.some((job) => job.status === 'pending' || job.status === 'sent') ? 5000 : false),
  });

  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ['printing', businessId, 'states'] });
    const offJobs = subscribeRealtime('print.jobs', refresh);
    const offFailed = subscribeRealtime('print.failed', refresh);
    return () => {
      offJobs();
      offFailed();
    };
  }, [queryClient, businessId]);

  return useMemo(() => {
    const byOrder = new Map<number, PrintJobResource[]>();
    for (const job of jobs.data ?? []) {
      if (job.order_id === null) continue;
      byOrder.set(job.order_id, [...(byOrder.get(job.order_id) ?? []), job]);
    }
    const states = new Map<number, PrintState>();
    for (const [orderId, list] of byOrder) {
      const state = printStateOf(list);
      if (state) states.set(orderId, state);
    }
    return states;
  }, [jobs.data]);
}
