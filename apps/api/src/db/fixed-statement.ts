import { getTableColumns, type Table } from 'drizzle-orm';
import type { Queryable } from './client';

/*
 * Fixed statements (docs/decisions/0027): SQL text written once, sent as a named prepared statement
 * on the connection of the caller's transaction. The hottest write of the product (placing an order)
 * uses one so that a request pays neither for building the query with the ORM nor for a round trip
 * per table; everything else goes through Drizzle's builders. Rows travel as JSON keyed by column
 * name (jsonb_populate_record in, row_to_json out), converted with the schema's own column mappers.
 */

/** Runs `text` with `params` in q's transaction (or on the pool), prepared once per connection. */
export async function runFixed<Row = Record<string, unknown>>(q: Queryable, name: string, text: string, params: unknown[]): Promise<Row[]> {
  return (await q._.session.prepareQuery({ sql: text, params }, undefined, name, false).execute()) as Row[];
}

type Columns<T extends Table> = T['_']['columns'];

/** The quoted database names of `table`'s columns, but those of the keys in `except`. */
export function columnsOf<T extends Table>(table: T, except: readonly (keyof Columns<T>)[] = []): string[] {
  return Object.entries(getTableColumns(table) as Record<string, { name: string }>)
    .filter(([key]) => !except.includes(key as keyof Columns<T>))
    .map(([, column]) => `"${column.name}"`);
}

/** `values` keyed by column name, as jsonb_populate_record reads them. */
export function toColumnJson<T extends Table>(table: T, values: Partial<T['$inferInsert']>): Record<string, unknown> {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const json: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) json[columns[key]!.name] = value;
  }
  return json;
}

/** A row as Drizzle reads it, from the object row_to_json made of it (column names, JSON values). */
export function fromColumnJson<T extends Table>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
