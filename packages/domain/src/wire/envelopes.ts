import { z } from 'zod';
import type { PageMeta } from './pagination';

// The wire's envelopes (DESIGN.md §4 "Wire format"): one object or a list wrapped in { data }, a
// page of a list with { data, meta }. The API declares its responses with these and the web reads
// the same types, so no side writes the shape by hand. The page types and helpers are in
// pagination.ts, free of zod.

export const PageMetaSchema = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
}) satisfies z.ZodType<PageMeta>;

export const one = <T extends z.ZodType>(item: T) => z.object({ data: item });
export const many = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });
export const page = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: PageMetaSchema });
