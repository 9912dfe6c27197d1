import { useEffect, useState } from 'react';
import { ChefHat, Undo2 } from 'lucide-react';
import type { OrderResource } from '@comanda/domain/orders/order-resource';
import { statusActionSegment } from '@comanda/domain/orders/order-list-query';
import { orderAction, orderStatusLabel, type OrderStatus } from '@comanda/domain/orders/order-status';
import { UNDO_WINDOW_MS } from '@comanda/domain/orders/status-undo';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadFailedAlert, LoadingStatus } from '../../../../components/ui/query-state';
import { getLocale } from '../../../../lib/locale';
import { useKitchenOrders } from '../../api/real-time-orders';
import { useRunOrderAction } from '../../api/run-order-action';
import { useOrdersT } from '../../i18n';
import { filterBoard } from '../../lib/board';
import type { ManagerState } from '../order-manager';
import { KitchenTicket } from './kitchen-ticket';

/** The last bump, which "Desfazer" recalls until `until`. */
type Bump = { orderId: number; number: number; status: OrderStatus; until: number };

/** Seconds left of the undo window, ticking each second; 0 once it is over. */
function useSecondsLeft(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

function UndoBar({ bump, busy, onUndo }: { bump: Bump; busy: boolean; onUndo: () => void }) {
  const ot = useOrdersT();
  const seconds = useSecondsLeft(bump.until);
  if (seconds === 0) return null;
  return (
    <div className="fixed inset-x-0 bottom-4 z-30 flex justify-center px-4">
      <div role="status" className="flex items-center gap-4 rounded-xl bg-gray-900 px-5 py-3 text-white shadow-lg" data-testid="kitchen-undo">
        <span className="text-base">{ot('kitchen.bumped', { number: bump.number, status: orderStatusLabel(bump.status, getLocale()) })}</span>
        <Button variant="secondary" size="lg" loading={busy} icon={<Undo2 className="size-5" aria-hidden="true" />} onClick={onUndo}>
          {ot('kitchen.undo', { seconds })}
        </Button>
      </div>
    </div>
  );
}

/**
 * The kitchen view (/pedidos?modo=cozinha, issue 16): the orders being cooked in large type, the
 * longest in the kitchen first. A tap moves an order on (Anotado → Preparando → Pronto, where it
 * leaves this view); "Desfazer" recalls the last tap for 10 seconds, on the server.
 */
export function KitchenView({ business, filter, now, unseen, see }: ManagerState) {
  const ot = useOrdersT();
  const lang = getLocale();
  const kitchen = useKitchenOrders(business.id);
  const { run, running } = useRunOrderAction(business.id);
  const [bump, setBump] = useState<Bump | null>(null);

  const bumpOrder = async (order: OrderResource) => {
    see(order.id);
    const next = orderAction(order.status, order.order_type, lang);
    const segment = next ? statusActionSegment(next.next) : null;
    if (!next || !segment) return;
    if (await run({ kind: 'status', orderId: order.id, segment }, { quiet: true })) {
      setBump({ orderId: order.id, number: order.number, status: next.next, until: Date.now() + UNDO_WINDOW_MS });
    }
  };

  const undo = async () => {
    if (!bump) return;
    if (await run({ kind: 'undo', orderId: bump.orderId, status: bump.status })) setBump(null);
  };

  const orders = kitchen.data;
  let body;
  if (kitchen.isError && !orders) body = <LoadFailedAlert title={ot('loadFailed')} onRetry={() => void kitchen.refetch()} />;
  else if (!orders) body = <LoadingStatus label={ot('kitchen.loading')} />;
  else if (orders.length === 0) body = <EmptyState icon={ChefHat} title={ot('kitchen.empty.title')} description={ot('kitchen.empty.text')} />;
  else
    body = (
      <ol className="grid grid-cols-1 gap-4 pb-24 md:grid-cols-2 xl:grid-cols-3" data-testid="kitchen-view">
        {filterBoard(orders, filter).map((order) => (
          <li key={order.id} className="contents">
            <KitchenTicket
              order={order}
              now={now}
              preparationMinutes={business.general_settings.preparation_minutes}
              unseen={unseen.has(order.id)}
              running={running?.orderId === order.id}
              onBump={() => void bumpOrder(order)}
            />
          </li>
        ))}
      </ol>
    );

  return (
    <>
      {body}
      {bump ? <UndoBar key={`${bump.orderId}-${bump.until}`} bump={bump} busy={running?.kind === 'undo'} onUndo={() => void undo()} /> : null}
    </>
  );
}
