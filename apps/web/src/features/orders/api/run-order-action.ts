import { useState } from 'react';
import { orderStatusLabel } from '@comanda/domain/orders/order-status';
import { isApiError } from '../../../lib/api-client';
import { getLocale } from '../../../lib/locale';
import { notify } from '../../../lib/toast';
import { useOrdersT } from '../i18n';
import { useOrderAction, type OrderActionRequest } from './order-actions';

/**
 * An order action as a button runs it: the server's answer told in a toast ("Pedido 12: Preparando."),
 * a refusal's message too (409: another screen moved the order first). The order detail and the
 * board's cards share it. `run` answers whether the action went through.
 */
export function useRunOrderAction(businessId: number) {
  const ot = useOrdersT();
  const act = useOrderAction(businessId);
  const [running, setRunning] = useState<OrderActionRequest | null>(null);

  /** `quiet`: no toast on success (the kitchen shows its own "Desfazer" bar instead). */
  const run = async (request: OrderActionRequest, { quiet = false } = {}): Promise<boolean> => {
    setRunning(request);
    try {
      const saved = await act.mutateAsync(request);
      if (quiet) return true;
      const lang = getLocale();
      const status = orderStatusLabel(saved.status, lang);
      const done =
        request.kind === 'paid'
          ? ot('detail.paid', { number: saved.number })
          : request.kind === 'cancel'
            ? ot('detail.canceled', { number: saved.number })
            : request.kind === 'undo'
              ? ot('kitchen.undone', { number: saved.number, status })
              : ot('detail.done', { number: saved.number, status });
      notify.success({ title: done });
      return true;
    } catch (error) {
      if (isApiError(error)) {
        notify.error({ title: error.message });
        return false;
      }
      throw error;
    } finally {
      setRunning(null);
    }
  };

  return { run, running, pending: act.isPending };
}
