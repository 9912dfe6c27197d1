import { DEFAULT_SERVICE_CHARGE_DEFAULT, type ServiceChargeDefault } from '../business/general-settings';
import { percentToFraction } from '../money/percent';
import { DEFAULT_LOCAL_SUB_TYPE, DEFAULT_ORDER_TYPE, type LocalSubType, type OrderType } from '../orders/order-type';
import { computeOrderTotals, type OrderTotals } from '../totals/order-total';
import type { OrderProductInput } from '../totals/order-product';

/*
 * The point-of-sale screen as pure functions on a state object (spec §4 "Point of sale"): the web
 * keeps the state, the API applies the same rules when it stores the order.
 */

export type PdvState = {
  order_type: OrderType;
  local_sub_type: LocalSubType;
  table_id: number | null;
  items: OrderProductInput[];
  current_order_id: number | null;
  district_id: number | null;
  /** Centavos; only a delivery order carries one. */
  delivery_fee: number;
  /** Waiter service charge as a fraction (10% → 0.1); 0 when none applies. */
  service_charge: number;
  /** Centavos off the order. */
  discount: number;
};

/**
 * What the PDV needs of the business: its waiter service charge, a percentage (spec §3), and whether
 * a table or counter order starts with it on (general settings).
 */
export type PdvBusiness = {
  waiter_service_charge?: { value: number | null } | null;
  general_settings?: { service_charge_default?: ServiceChargeDefault } | null;
};
export type PdvDistrict = { id: number; delivery_fee: number };

/**
 * The service charge applies only to local orders and only if the business has one, as the
 * decimal fraction of its percentage.
 */
export function serviceChargeFor(orderType: OrderType, business: PdvBusiness): number {
  const percent = business.waiter_service_charge?.value;
  if (orderType !== 'local' || typeof percent !== 'number' || !(percent > 0)) return 0;
  return percentToFraction(percent);
}

/**
 * Whether a new order of this sub-type starts with the service charge on: the business's choice per
 * sub-type, by default on at a table and off at the counter (issue 31). The person may still switch it.
 */
export function serviceChargeOnByDefault(business: PdvBusiness, subType: LocalSubType): boolean {
  return (business.general_settings?.service_charge_default ?? DEFAULT_SERVICE_CHARGE_DEFAULT)[subType];
}

/** A fresh PDV: a local table order (spec §9 default), with the business's service charge. */
export function initialPdvState(business: PdvBusiness = {}): PdvState {
  return {
    order_type: DEFAULT_ORDER_TYPE,
    local_sub_type: DEFAULT_LOCAL_SUB_TYPE,
    table_id: null,
    items: [],
    current_order_id: null,
    district_id: null,
    delivery_fee: 0,
    service_charge: serviceChargeFor(DEFAULT_ORDER_TYPE, business),
    discount: 0,
  };
}

function districtFee(districtId: number | null, districts: readonly PdvDistrict[]): number {
  return districts.find((district) => district.id === districtId)?.delivery_fee ?? 0;
}

/**
 * Switching away from delivery zeroes the delivery fee; switching to delivery with a district
 * selected applies that district's fee. The service charge follows the new type.
 */
export function setOrderType(
  state: PdvState,
  orderType: OrderType,
  context: { business: PdvBusiness; districts: readonly PdvDistrict[] },
): PdvState {
  return {
    ...state,
    order_type: orderType,
    delivery_fee: orderType === 'delivery' ? districtFee(state.district_id, context.districts) : 0,
    service_charge: serviceChargeFor(orderType, context.business),
  };
}

/** Choosing a district charges its fee on a delivery order; other types keep no fee. */
export function selectDistrict(state: PdvState, district: PdvDistrict | null): PdvState {
  return {
    ...state,
    district_id: district?.id ?? null,
    delivery_fee: state.order_type === 'delivery' ? (district?.delivery_fee ?? 0) : 0,
  };
}

export function setLocalSubType(state: PdvState, subType: LocalSubType): PdvState {
  return { ...state, local_sub_type: subType };
}

/** Cancelling resets the table, the items, the current order id and the service charge. */
export function cancelPdv(state: PdvState): PdvState {
  return { ...state, table_id: null, items: [], current_order_id: null, service_charge: 0 };
}

/** The totals of the cart, computed by the same rules as the server's. */
export function pdvTotals(state: PdvState): OrderTotals {
  return computeOrderTotals({
    products: state.items,
    deliveryFee: state.delivery_fee,
    serviceChargeFraction: state.service_charge,
    discount: state.discount,
  });
}
