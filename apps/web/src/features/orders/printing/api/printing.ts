import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PrinterBody, PrinterResource } from '@comanda/domain/printer/printer';
import type { NewPrintDevice, PrintDeviceResource, PrintJobResource, PrintPreview } from '@comanda/domain/printer/print-job';
import { apiRequest } from '../../../../lib/api-client';
import { useGuardedMutation } from '../../../../lib/use-guarded-mutation';
import { printInBrowser } from '../lib/browser-print';

/*
 * Printing (issue 17): the business's printers (/settings/impressoras) and an order's print jobs
 * (its print state, reprints). The jobs are made and queued by the server; the clients that serve
 * the printers print them.
 */

export const printingKeys = {
  printers: (businessId: number) => ['printing', businessId, 'printers'] as const,
  orderJobs: (businessId: number, orderId: number) => ['printing', businessId, 'jobs', orderId] as const,
  job: (businessId: number, jobId: number) => ['printing', businessId, 'job', jobId] as const,
  categories: (businessId: number) => ['printing', businessId, 'categories'] as const,
};

export function usePrinters(businessId: number) {
  return useQuery({
    queryKey: printingKeys.printers(businessId),
    queryFn: async ({ signal }) => (await apiRequest<{ data: PrinterResource[] }>(`/businesses/${businessId}/printers`, { signal })).data,
  });
}

/** The menu's categories, for "only these categories" (drinks to the bar). */
export function useMenuCategories(businessId: number) {
  return useQuery({
    queryKey: printingKeys.categories(businessId),
    queryFn: async ({ signal }) => (await apiRequest<{ data: { id: number; name: string }[] }>(`/businesses/${businessId}/menu-categories`, { signal })).data,
  });
}

export function useSavePrinter(businessId: number) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: PrinterBody }) =>
      (
        await apiRequest<{ data: PrinterResource }>(id === null ? `/businesses/${businessId}/printer` : `/businesses/${businessId}/printer/${id}`, {
          method: id === null ? 'POST' : 'PUT',
          body,
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: printingKeys.printers(businessId) }),
  });
}

export function useDeletePrinter(businessId: number) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (id: number) => apiRequest<void>(`/businesses/${businessId}/printer/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: printingKeys.printers(businessId) }),
  });
}

export function useTestPrint(businessId: number) {
  return useGuardedMutation({
    idempotent: true,
    mutationFn: async (printerId: number, { idempotencyKey }) =>
      (await apiRequest<{ data: PrintJobResource }>(`/businesses/${businessId}/printer/${printerId}/test`, { method: 'POST', idempotencyKey })).data,
  });
}

/** A job followed until it is printed or failed: every 2 s while it waits (the realtime events tell clients, not this screen). */
export function usePrintJob(businessId: number, jobId: number | null) {
  return useQuery({
    queryKey: printingKeys.job(businessId, jobId ?? 0),
    enabled: jobId !== null,
    queryFn: async ({ signal }) => {
      const jobs = (await apiRequest<{ data: PrintJobResource[] }>(`/businesses/${businessId}/print-jobs?limit=100`, { signal })).data;
      return jobs.find((job) => job.id === jobId) ?? null;
    },
    refetchInterval: (query) => (query.state.data && (query.state.data.status === 'printed' || query.state.data.status === 'failed') ? false : 2000),
  });
}

export function useOrderPrintJobs(businessId: number, orderId: number) {
  return useQuery({
    queryKey: printingKeys.orderJobs(businessId, orderId),
    queryFn: async ({ signal }) => (await apiRequest<{ data: PrintJobResource[] }>(`/businesses/${businessId}/print-jobs?order_id=${orderId}`, { signal })).data,
    refetchInterval: (query) => (query.state.data?.some((job) => job.status === 'pending' || job.status === 'sent') ? 3000 : false),
  });
}

export type PrintWhat = 'kitchen' | 'receipt' | 'both';

export function usePrintOrder(businessId: number) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    idempotent: true,
    mutationFn: async ({ orderId, what }: { orderId: number; what: PrintWhat }, { idempotencyKey }) =>
      (await apiRequest<{ data: PrintJobResource[] }>(`/orders/${orderId}/print-full`, { method: 'POST', body: { what }, idempotencyKey })).data,
    onSuccess: (_jobs, { orderId }) => queryClient.invalidateQueries({ queryKey: printingKeys.orderJobs(businessId, orderId) }),
  });
}

/** The order's receipt (or ticket) as text, printed on the browser's dialog, then recorded (print-tracking). */
export function usePrintInBrowser(businessId: number) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    idempotent: true,
    mutationFn: async ({ orderId, what, paperMm }: { orderId: number; what: 'kitchen' | 'receipt'; paperMm: 58 | 80 }, { idempotencyKey }) => {
      const preview = (await apiRequest<{ data: PrintPreview }>(`/orders/${orderId}/print-preview?what=${what}&paper_mm=${paperMm}`)).data;
      printInBrowser(preview.text, preview.width_px, preview.paper_mm);
      return (await apiRequest<{ data: PrintJobResource }>(`/orders/${orderId}/print-tracking`, { method: 'POST', body: { isLocalPrint: true, what }, idempotencyKey })).data;
    },
    onSuccess: (_job, { orderId }) => queryClient.invalidateQueries({ queryKey: printingKeys.orderJobs(businessId, orderId) }),
  });
}

export function usePrintDevices(businessId: number) {
  return useQuery({
    queryKey: ['printing', businessId, 'devices'] as const,
    queryFn: async ({ signal }) => (await apiRequest<{ data: PrintDeviceResource[] }>(`/businesses/${businessId}/print-devices`, { signal })).data,
  });
}

export function useCreatePrintDevice(businessId: number) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: async (name: string) => (await apiRequest<{ data: NewPrintDevice }>(`/businesses/${businessId}/print-devices`, { method: 'POST', body: { name } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['printing', businessId, 'devices'] }),
  });
}

export function useRevokePrintDevice(businessId: number) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (id: number) => apiRequest<void>(`/businesses/${businessId}/print-devices/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['printing', businessId, 'devices'] }),
  });
}
