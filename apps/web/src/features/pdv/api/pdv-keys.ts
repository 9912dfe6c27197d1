/** Query keys of the PDV. Tables are shared with the tables' settings pages through `tables`. */
export const pdvKeys = {
  menu: (businessId: number) => ['pdv', 'menu', businessId] as const,
  tables: (businessId: number) => ['tables', 'list', businessId] as const,
  tableOrder: (tableId: number) => ['tables', 'order', tableId] as const,
};
