// Paged lists on the wire (DESIGN.md §4 "Wire format"): { data, meta }. Free of zod, so that a page
// that reads a paged list does not load it (docs/decisions/0007); envelopes.ts holds the schemas.

export interface PageMeta {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export interface Page<T> {
  data: T[];
  meta: PageMeta;
}

/** The meta of page `page` of `total` rows, `perPage` a page; an empty list still has page 1 of 1. */
export function pageMeta({ page, perPage, total }: { page: number; perPage: number; total: number }): PageMeta {
  return { current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
}

/** The page after `meta`, or undefined on the last one (TanStack Query's getNextPageParam). */
export function nextPage(meta: Pick<PageMeta, 'current_page' | 'last_page'>): number | undefined {
  return meta.current_page < meta.last_page ? meta.current_page + 1 : undefined;
}
