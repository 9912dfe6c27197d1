import { z } from 'zod';
import { FREE_PLAN } from './plan-status';

/** plan_status of a business (spec §3). The rules are in plan-status.ts, which stays zod-free. */
export const PlanStatusSchema = z.object({
  current_plan: z.string().min(1).default(FREE_PLAN),
  expires_at: z.iso.datetime({ offset: true }).nullable().default(null),
  is_expired: z.boolean().default(false),
  days_until_expiration: z.number().int().nullable().default(null),
  is_trial: z.boolean().default(false),
  trial_days_remaining: z.number().int().nullable().default(null),
});
export type PlanStatus = z.infer<typeof PlanStatusSchema>;
