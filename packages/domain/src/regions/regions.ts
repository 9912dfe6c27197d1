import { z } from 'zod';
import { requiredString } from '../validation/rules';
import { RowIdSchema } from '../validation/row-id';
import { tidyPlaceName } from './place-name';

// Wire contract of v1/core/regions… (spec §7 "Regions and plans"). States and cities are IBGE's,
// with IBGE's codes as ids (35 is São Paulo state, 3550308 São Paulo city: docs/decisions/0021);
// districts (bairros) are added by the businesses that deliver to them.

export const StateResourceSchema = z.object({
  /** IBGE's state code. */
  id: z.number().int(),
  /** Two-letter abbreviation (UF). */
  uf: z.string(),
  name: z.string(),
});
export type StateResource = z.infer<typeof StateResourceSchema>;

export const CityResourceSchema = z.object({
  /** IBGE's 7-digit municipality code. */
  id: z.number().int(),
  name: z.string(),
  state_id: z.number().int(),
});
export type CityResource = z.infer<typeof CityResourceSchema>;

export const DistrictResourceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city_id: z.number().int(),
});
export type DistrictResource = z.infer<typeof DistrictResourceSchema>;

export const DISTRICT_NAME_MAX = 80;

/** The name of a bairro: at least one letter or digit beyond spaces and punctuation. */
export const DistrictNameSchema = requiredString(DISTRICT_NAME_MAX)
  .transform(tidyPlaceName)
  .refine((name) => /[\p{L}\p{N}]/u.test(name), { params: { rule: 'invalid' } });

/** POST v1/core/regions/district: a bairro missing from a city's list. */
export const CreateDistrictBodySchema = z.strictObject({
  city_id: RowIdSchema,
  name: DistrictNameSchema,
});
export type CreateDistrictBody = z.infer<typeof CreateDistrictBodySchema>;

export const DistrictListQuerySchema = z.object({
  /** Part of the name, accents and case ignored. */
  search: z.string().trim().max(DISTRICT_NAME_MAX).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(50),
});
export type DistrictListQuery = z.infer<typeof DistrictListQuerySchema>;
