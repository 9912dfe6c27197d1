import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Business } from '@comanda/domain/business/business-schemas';
import { useLiveOrders } from '../api/real-time-orders';
import { usePrintFailureAlerts } from '../printing/api/print-failures';
import { QzStatus } from '../printing/components/qz-status';
import { useOrdersT } from '../i18n';
import { useConnectionWatch } from '../lib/use-connection-watch';
import { useNewOrderAlert } from '../lib/new-order-alert';
import { useNow } from '../../../lib/use-now';
import { OrderBoard } from './board/order-board';
import { BoardToolbar, type BoardFilter, type ManagerMode } from './board/board-toolbar';
import { ConnectionBanner } from './connection-banner';
import { KitchenView } from './kitchen/kitchen-view';

/**
 * Puts `prefix` before the tab's title while it is set: "(2) " for the new orders not seen yet and
 * "⚠ Sem conexão · " while the connection is lost, for a tab in the background.
 */
function useTitlePrefix(prefix: string): void {
  useEffect(() => {
    if (!prefix) return;
    document.title = prefix + document.title;
    return () => {
      // Another prefix may have been put before this one meanwhile.
      document.title = document.title.replace(prefix, '');
    };
  }, [prefix]);
}

/** What the board and the kitchen view share: the live events, the new orders not seen yet, the filters and the sound. */
export type ManagerState = {
  business: Business;
  filter: BoardFilter;
  now: Date;
  unseen: ReadonlySet<number>;
  see: (orderId: number) => void;
};

/**
 * /pedidos (issue 16): the order manager, as a board of every open order (the counter) or as the
 * kitchen view (?modo=cozinha, what a kitchen tablet bookmarks). Both stay live from the realtime
 * events while the page is open.
 */
export function OrderManager({ business }: { business: Business }) {
  const ot = useOrdersT();
  const [params, setParams] = useSearchParams();
  const mode: ManagerMode = params.get('modo') === 'cozinha' ? 'kitchen' : 'board';
  const now = useNow(15_000);
  const [filter, setFilter] = useState<BoardFilter>({ type: 'all', search: '' });
  const [unseen, setUnseen] = useState<ReadonlySet<number>>(new Set());

  const onCreated = useCallback((order: { id: number }) => setUnseen((ids) => new Set(ids).add(order.id)), []);
  useLiveOrders(business.id, onCreated);
  usePrintFailureAlerts();
  const connection = useConnectionWatch();
  // The sound rings for unseen orders, and for a connection lost a while: a board that hears nothing.
  const alert = useNewOrderAlert(unseen.size > 0 || connection.alarm);
  useTitlePrefix(connection.state === 'lost' ? `⚠ ${ot('connection.title')} · ` : '');
  useTitlePrefix(unseen.size > 0 ? `(${unseen.size}) ` : '');

  const see = useCallback(
    (id: number) =>
      setUnseen((ids) => {
        if (!ids.has(id)) return ids;
        const next = new Set(ids);
        next.delete(id);
        return next;
      }),
    [],
  );
  const state: ManagerState = { business, filter, now, unseen, see };

  return (
    <div className="space-y-4">
      <ConnectionBanner watch={connection} />
      <QzStatus businessId={business.id} />
      <BoardToolbar
        mode={mode}
        onMode={(next) => setParams(next === 'kitchen' ? { modo: 'cozinha' } : {}, { replace: true })}
        filter={filter}
        onFilter={setFilter}
        alert={alert}
        unseen={unseen.size}
        onSeeAll={() => setUnseen(new Set())}
      />
      {mode === 'kitchen' ? <KitchenView {...state} /> : <OrderBoard {...state} />}
    </div>
  );
}
