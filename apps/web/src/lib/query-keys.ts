/**
 * Query keys shared across features. The session user and the user's businesses are read by the
 * layouts and invalidated by several features (profile, setup), so their keys live below them.
 */
export const queryKeys = {
  me: ['me'] as const,
  /** The business the user acts in, under the id GET /me names (null: none). */
  currentBusiness: (businessId: number | null) => ['businesses', 'current', businessId] as const,
  allBusinesses: (params: { page: number; search: string }) => ['businesses', 'all', params] as const,
};
