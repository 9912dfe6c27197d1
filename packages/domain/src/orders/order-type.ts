import { z } from 'zod';
import type { Lang } from '../validation/lang';

/** Order types with their wire ids (order_type_id), spec §4 Point of sale. */
export const ORDER_TYPES = {
  delivery: { id: 1, label: { pt: 'Delivery', en: 'Delivery' } },
  retirada: { id: 2, label: { pt: 'Retirada', en: 'Pickup' } },
  local: { id: 3, label: { pt: 'Local', en: 'On premises' } },
} as const satisfies Record<string, { id: number; label: Record<Lang, string> }>;

export type OrderType = keyof typeof ORDER_TYPES;
export type OrderTypeId = (typeof ORDER_TYPES)[OrderType]['id'];

export const ORDER_TYPE_NAMES = Object.keys(ORDER_TYPES) as [OrderType, ...OrderType[]];
export const OrderTypeSchema = z.enum(ORDER_TYPE_NAMES);
export const OrderTypeIdSchema = z.union(ORDER_TYPE_NAMES.map((type) => z.literal(ORDER_TYPES[type].id)));

/** A new PDV order is a table order on the premises (spec §9 Defaults). */
export const DEFAULT_ORDER_TYPE: OrderType = 'local';

/** Sub-types of an on-premises order: at a table (default) or at the counter. */
export const LOCAL_SUB_TYPES = {
  mesa: { pt: 'Mesa', en: 'Table' },
  balcao: { pt: 'Balcão', en: 'Counter' },
} as const satisfies Record<string, Record<Lang, string>>;
export type LocalSubType = keyof typeof LOCAL_SUB_TYPES;
export const DEFAULT_LOCAL_SUB_TYPE: LocalSubType = 'mesa';

export function orderTypeById(id: number): OrderType | null {
  return ORDER_TYPE_NAMES.find((type) => ORDER_TYPES[type].id === id) ?? null;
}

export function orderTypeId(type: OrderType): OrderTypeId {
  return ORDER_TYPES[type].id;
}
