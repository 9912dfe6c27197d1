import { z } from 'zod';

// The wire's envelopes (DESIGN.md §4 "Wire format"): one object or a list wrapped in { data }, a
// page of a list with { data, meta }. The API declares its responses with these and the web reads
// the same types, so no side writes the shape by hand.

export const PageMetaSchema = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});
export type PageMeta = z.infer<typeof PageMetaSchema>;

export const one = <T extends z.ZodType>(item: T) => z.object({ data: item });
export const many = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });
export const page = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: PageMetaSchema });

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
