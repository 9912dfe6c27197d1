import { z } from 'zod';

/**
 * When the order number starts again from 1: every day (the default; kitchens call "pedido 12"),
 * or never (one running number). Issue 14 "General settings".
 */
export const ORDER_NUMBER_RESETS = ['daily', 'never'] as const;
export type OrderNumberReset = (typeof ORDER_NUMBER_RESETS)[number];
export const OrderNumberResetSchema = z.enum(ORDER_NUMBER_RESETS);

/** Estimated preparation time of a new business, in minutes. */
export const DEFAULT_PREPARATION_MINUTES = 30;
