/**
 * Query keys shared across features. The session user and the user's businesses are read by the
 * layouts and invalidated by several features (profile, setup), so their keys live below them; so
 * do the tables, which the PDV and the tables' settings both show, and the customers, which the PDV
 * looks up and its orders make.
 */
export const queryKeys = {
  me: ['me'] as const,
  /** The business the user acts in, under the id GET /me names (null: none). */
  currentBusiness: (businessId: number | null) => ['businesses', 'current', businessId] as const,
  allBusinesses: (params: { page: number; search: string }) => ['businesses', 'all', params] as const,
  /** Tables, read by the PDV and the tables' settings alike (one list, one key). */
  tables: ['tables'] as const,
  tableList: (businessId: number) => ['tables', 'list', businessId] as const,
  tableOrder: (tableId: number) => ['tables', 'order', tableId] as const,
  /** Customers, read by the customers' pages and the PDV's look-up (an order may make one). */
  customers: ['customers'] as const,
};
