import { DEFAULT_TIME_ZONE, businessWeekday, type Weekday } from '../time/business-time';
import { placeNameKey } from '../regions/place-name';

/*
 * Whether an order can be delivered to an address, and for what fee (issue 14). One function, so
 * that the PDV's preview and the API's total agree: the API calls it with its own data, the
 * browser with what it was sent.
 *
 * A listed bairro follows its own terms, checked in this order: its weekdays (in the business's time
 * zone), its minimum order, then free delivery from a value (subtotal at least that value: "grátis a
 * partir de R$ 80,00"). An address outside the list pays the business's default fee, unless the
 * business does not deliver outside the list.
 */

export interface DeliveryAreaRule {
  district_id: number;
  district_name: string;
  city_id: number;
  delivery_fee: number;
  minimum_order: number;
  free_delivery_from: number | null;
  days_of_week: readonly Weekday[];
}

export interface DeliveryPolicy {
  /** The fee outside the list (spec §3 Business.delivery_fee). */
  delivery_fee: number;
  delivers_outside: boolean;
  districts: readonly DeliveryAreaRule[];
}

/** Where the order goes: a bairro of the list by id, or by its name within a city (a typed address). */
export interface DeliveryAddress {
  district_id?: number | null;
  city_id?: number | null;
  district?: string | null;
}

export type DeliveryDecision =
  | { deliverable: true; fee: number; free_delivery: boolean; area: DeliveryAreaRule | null }
  | { deliverable: false; reason: 'outside_area'; area: null }
  | { deliverable: false; reason: 'day_off'; area: DeliveryAreaRule }
  | { deliverable: false; reason: 'below_minimum'; minimum_order: number; area: DeliveryAreaRule };

/** The listed bairro an address falls in, or null. */
export function findDeliveryArea(policy: Pick<DeliveryPolicy, 'districts'>, address: DeliveryAddress): DeliveryAreaRule | null {
  if (address.district_id != null) return policy.districts.find((area) => area.district_id === address.district_id) ?? null;
  if (address.city_id == null || !address.district) return null;
  const key = placeNameKey(address.district);
  return policy.districts.find((area) => area.city_id === address.city_id && placeNameKey(area.district_name) === key) ?? null;
}

/** `subtotal` in centavos (the items, before the fee); `now` read in the business's `timeZone`. */
export function decideDelivery(
  policy: DeliveryPolicy,
  address: DeliveryAddress,
  subtotal: number,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): DeliveryDecision {
  const area = findDeliveryArea(policy, address);
  if (!area) {
    if (!policy.delivers_outside) return { deliverable: false, reason: 'outside_area', area: null };
    return { deliverable: true, fee: policy.delivery_fee, free_delivery: false, area: null };
  }
  if (!area.days_of_week.includes(businessWeekday(now, timeZone))) return { deliverable: false, reason: 'day_off', area };
  if (subtotal < area.minimum_order) return { deliverable: false, reason: 'below_minimum', minimum_order: area.minimum_order, area };
  const free = area.free_delivery_from !== null && subtotal >= area.free_delivery_from;
  return { deliverable: true, fee: free ? 0 : area.delivery_fee, free_delivery: free, area };
}
