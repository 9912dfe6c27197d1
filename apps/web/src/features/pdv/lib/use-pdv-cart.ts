import { useCallback, useMemo, useState } from 'react';
import type { Business } from '@comanda/domain/business/business-schemas';
import type { DeliveryArea } from '@comanda/domain/delivery/district-delivery';
import type { OrderType, LocalSubType } from '@comanda/domain/orders/order-type';
import { addItem, removeItem, setItemQuantity } from '@comanda/domain/pdv/pdv-items';
import {
  cancelPdv,
  initialPdvState,
  selectDistrict,
  serviceChargeFor,
  serviceChargeOnByDefault,
  setLocalSubType,
  setOrderType,
  type PdvState,
} from '@comanda/domain/pdv/pdv-state';
import type { OrderProductInput } from '@comanda/domain/totals/order-product';
import type { Lang } from '@comanda/domain/validation/lang';
import { newIdempotencyKey } from '../../../lib/use-guarded-mutation';
import { EMPTY_DETAILS, type PdvDetails } from './pdv-order';

/** What the cart shows of a line besides what is priced: its name and its options' names. */
export type LineLabel = { name: string; options: string[] };

type Cart = {
  state: PdvState;
  details: PdvDetails;
  labels: Record<string, LineLabel>;
  /** The order's Idempotency-Key: made when the order starts, kept until the server answers. */
  orderKey: string;
};

function freshCart(business: Business, previous?: Cart): Cart {
  const base = previous ? cancelPdv(previous.state) : initialPdvState(business);
  // cancelPdv (spec §4) resets table, items, order and service charge; the type stays, so the
  // service charge that type carries comes back for the next order.
  const state = { ...base, discount: 0, service_charge: serviceChargeFor(base.order_type, business) };
  const details = {
    ...EMPTY_DETAILS,
    payment_type: previous?.details.payment_type ?? null,
    service_charge_on: serviceChargeOnByDefault(business, state.local_sub_type),
  };
  return { state, details, labels: {}, orderKey: newIdempotencyKey() };
}

let lineCounter = 0;

const isPlain = (item: OrderProductInput) => !item.is_weight_based && (item.items ?? []).length === 0 && !item.comments?.trim();

/** The index of a plain line of this product when the product is added plain too, else -1. */
export function plainLineOf(items: readonly OrderProductInput[], product: OrderProductInput): number {
  if (!isPlain(product)) return -1;
  return items.findIndex((item) => item.id === product.id && isPlain(item));
}

/**
 * The PDV's cart and order settings as one state, changed only through the domain's PDV functions
 * (pdv-state, pdv-items), so the screen follows the same rules the API applies.
 */
export function usePdvCart(business: Business, areas: readonly DeliveryArea[] | undefined) {
  const [cart, setCart] = useState<Cart>(() => freshCart(business));
  const districts = useMemo(
    () => (areas ?? []).map((area) => ({ id: area.district_id, delivery_fee: area.delivery_fee })),
    [areas],
  );

  const add = useCallback(
    (product: OrderProductInput, label: LineLabel, lang: Lang): { ok: true } | { ok: false; message: string } => {
      // The same plain product again (no options, weight or note) is one more of its line.
      const same = plainLineOf(cart.state.items, product);
      if (same !== -1) {
        setCart((current) => ({ ...current, state: setItemQuantity(current.state, same, (current.state.items[same]?.qty ?? 1) + 1) }));
        return { ok: true };
      }
      const uuid = `line-${(lineCounter += 1)}`;
      const result = addItem(cart.state, { ...product, uuid }, lang);
      if (!result.added) return { ok: false, message: result.message };
      setCart((current) => {
        const next = addItem(current.state, { ...product, uuid }, lang);
        return next.added ? { ...current, state: next.state, labels: { ...current.labels, [uuid]: label } } : current;
      });
      return { ok: true };
    },
    [cart.state],
  );

  const actions = useMemo(
    () => ({
      setQty: (index: number, qty: number) => setCart((c) => ({ ...c, state: setItemQuantity(c.state, index, qty) })),
      remove: (index: number) => setCart((c) => ({ ...c, state: removeItem(c.state, index) })),
      setComments: (index: number, comments: string) =>
        setCart((c) => ({ ...c, state: { ...c.state, items: c.state.items.map((item, i) => (i === index ? { ...item, comments } : item)) } })),
      setOrderType: (type: OrderType) => setCart((c) => ({ ...c, state: setOrderType(c.state, type, { business, districts }) })),
      setLocalSubType: (sub: LocalSubType) =>
        setCart((c) => ({
          ...c,
          state: { ...setLocalSubType(c.state, sub), table_id: sub === 'mesa' ? c.state.table_id : null, current_order_id: null },
          // Table or counter: the service charge as the business starts that sub-type.
          details: { ...c.details, service_charge_on: serviceChargeOnByDefault(business, sub) },
        })),
      pickTable: (tableId: number | null) => setCart((c) => ({ ...c, state: { ...c.state, table_id: tableId, current_order_id: null } })),
      setCurrentOrder: (orderId: number | null) => setCart((c) => ({ ...c, state: { ...c.state, current_order_id: orderId } })),
      selectDistrict: (districtId: number | null) =>
        setCart((c) => ({ ...c, state: selectDistrict(c.state, districts.find((d) => d.id === districtId) ?? null) })),
      setDiscount: (discount: number) => setCart((c) => ({ ...c, state: { ...c.state, discount } })),
      setDetails: (patch: Partial<PdvDetails>) => setCart((c) => ({ ...c, details: { ...c.details, ...patch } })),
      /** After the server answered (sent or refused for good): the next order gets a new key. */
      renewKey: () => setCart((c) => ({ ...c, orderKey: newIdempotencyKey() })),
      /** Cancel, or the order was sent: ready for the next one (spec §4 cancel rules). */
      reset: () => setCart((c) => freshCart(business, c)),
    }),
    [business, districts],
  );

  return { ...cart, add, ...actions };
}
