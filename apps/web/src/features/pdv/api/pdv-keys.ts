/** Query keys of the PDV (its tables are lib/query-keys.ts's, shared with the tables' settings). */
export const pdvKeys = {
  menu: (businessId: number) => ['pdv', 'menu', businessId] as const,
};
