import { z } from 'zod';
import { runLaneStep } from '../../modules/messaging/messaging.api';
import { defineJob } from '../define-job';

/**
 * One step of a business's lane of WhatsApp campaign messages (issue 35; campaigns/lane.ts): sends
 * at most one message, paced, and enqueues the next step. `step` null is a kick: it starts a chain
 * only when none is alive. Not retried on failure: a kick or the next campaign starts it again, and
 * a step killed mid-run is taken again when its lease runs out.
 */
export const runWhatsappLaneDefinition = defineJob({
  name: 'run-whatsapp-lane',
  payload: z.object({ businessId: z.number().int().positive(), step: z.number().int().nonnegative().nullable() }),
  dedupKey: ({ businessId, step }) => `${businessId}:${step}`,
  maxAttempts: 3,
  backoff: { baseMs: 5_000, maxMs: 60_000 },
  leaseMs: 30_000,
  async handler({ businessId, step }, { db, log, config }) {
    await runLaneStep({ db, log, config }, businessId, step);
  },
});
