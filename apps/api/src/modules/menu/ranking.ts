import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// Reordering (categories, products, option groups): the web sends the ids it shows in their new
// order, and only those it has loaded; the rest keep their order after them.

/**
 * The new order: `ids` first as given, then the `current` ids not listed, in their current order.
 * Null when an id is not among `current` (another category's, product's or business's).
 */
export function rankedIds(current: readonly number[], ids: readonly number[]): number[] | null {
  const known = new Set(current);
  if (!ids.every((id) => known.has(id))) return null;
  const listed = new Set(ids);
  return [...ids, ...current.filter((id) => !listed.has(id))];
}

/** `array_position` of a column in `order`: its 1-based place, for renumbering in one UPDATE. */
export function positionIn(order: readonly number[], column: AnyPgColumn): SQL<number> {
  const items = sql.join(
    order.map((value) => sql`${value}`),
    sql`, `,
  );
  return sql<number>`array_position(ARRAY[${items}]::int[], ${column})`;
}
