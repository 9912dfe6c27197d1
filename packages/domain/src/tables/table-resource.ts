import { z } from 'zod';
import { CentavosSchema } from '../money/centavos-schema';
import { PaymentMethodSchema } from '../orders/payment';
import { RowIdSchema } from '../validation/row-id';

// Wire contract of v1/tables (spec §3 Table, §7 "Tables"; issue 15, docs/decisions/0026). A table is
// free or occupied by derivation: occupied while it has an open order (at most one, a database
// constraint).

export const TABLE_NAME_MAX = 40;

export const TableBodySchema = z.strictObject({
  name: z.string().trim().min(1).max(TABLE_NAME_MAX),
  capacity: z.number().int().min(1).max(1000).nullish(),
  area: z.preprocess((value) => (value === '' ? null : value), z.string().trim().max(40).nullish()),
});
export type TableBody = z.infer<typeof TableBodySchema>;

export const TableStatusSchema = z.enum(['free', 'occupied']);
export type TableStatus = z.infer<typeof TableStatusSchema>;

export const TableResourceSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  capacity: z.number().int().nullable(),
  area: z.string().nullable(),
  status: TableStatusSchema,
  has_order: z.boolean(),
  /** The open order, when there is one: its id, number, total (centavos) and since when. */
  order_id: z.number().int().nullable(),
  order_number: z.number().int().nullable(),
  order_total: z.number().int().nullable(),
  opened_at: z.string().nullable(),
});
export type TableResource = z.infer<typeof TableResourceSchema>;

/** PUT v1/tables/{id}/transfer: move the table's open order to a free table. */
export const TransferTableBodySchema = z.strictObject({ to_table_id: RowIdSchema });

/** PUT v1/tables/{id}/merge: bring another table's open order into this table's. */
export const MergeTableBodySchema = z.strictObject({ from_table_id: RowIdSchema });

/**
 * PUT v1/tables/{id}/close ("Fechar conta"): the service charge on or off, and the payments that cover
 * the total, split across methods; cash may be handed over above its share (the change is computed).
 */
export const CloseBillBodySchema = z.strictObject({
  service_charge_waiter: z.boolean().default(true),
  payments: z
    .array(
      z.strictObject({
        method: PaymentMethodSchema,
        amount: CentavosSchema.min(1).max(100_000_00),
        /** Cash handed over for this payment (money only), at least its amount. */
        received: CentavosSchema.max(100_000_00).nullish(),
      }),
    )
    .min(1)
    .max(10),
});
export type CloseBillBody = z.infer<typeof CloseBillBodySchema>;
