import { z } from 'zod';

/** available_features of a business (spec §3): feature code → its name. Rules: feature-access.ts. */
export const AvailableFeaturesSchema = z.record(z.string(), z.object({ name: z.string() }));
export type AvailableFeatures = z.infer<typeof AvailableFeaturesSchema>;
