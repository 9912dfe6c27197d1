/**
 * Table search (spec §5): by name, case-insensitive. Accents are ignored too, so 'varanda' finds
 * 'Varandá' as a person typing on a phone expects; an empty query keeps every table.
 */
export function filterTablesByName<T extends { name: string }>(tables: readonly T[], query: string | null | undefined): T[] {
  const needle = normalise(query ?? '');
  if (needle === '') return [...tables];
  return tables.filter((table) => normalise(table.name).includes(needle));
}

function normalise(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-BR').trim();
}
