import { z } from 'zod';
import type { Queryable } from '../../db/client';
import { mercadoPagoPayments } from '../../integrations/mercado-pago/client';
import { secretBoxOf } from '../../lib/secret-box';
import { connectionCredentials, efiAccounts, type MercadoPagoCredentials } from '../../modules/payments/payments.api';
import { processWebhookEvent } from '../../modules/webhooks/commands/process-webhook-event';
import { webhookHandlers, type EfiFor, type WebhookHandlers } from '../../modules/webhooks/handlers/webhook-handlers';
import { defineJob, type Backoff } from '../define-job';

/**
 * Processes one stored webhook event (decision 0041). The webhook route enqueues it in the
 * transaction that stores the event; the command makes a second run a no-op. A provider retries
 * for days, so the queue keeps trying too: 10 s doubling to an hour, 12 attempts (about 3½ hours).
 * Tests build it with their own handlers, a shorter backoff and Efí accounts on the stand-in.
 */
export function processWebhookEventJob(handlers: WebhookHandlers, backoff: Backoff = { baseMs: 10_000, maxMs: 3_600_000 }, options: { efiFor?: EfiFor } = {}) {
  return defineJob({
    name: 'process-webhook-event',
    payload: z.object({ webhookEventId: z.number().int().positive() }),
    dedupKey: ({ webhookEventId }) => String(webhookEventId),
    maxAttempts: 12,
    backoff,
    leaseMs: 60_000,
    async handler({ webhookEventId }, { db, log, job, config }) {
      const { accessToken: platformToken, apiUrl } = config.mercadoPago;
      const secrets = secretBoxOf(config);
      const paymentsFor = async (q: Queryable, businessId: number | null) => {
        const accessToken = businessId === null ? platformToken : (await connectionCredentials<MercadoPagoCredentials>(q, secrets, businessId, 'mercado_pago'))?.access_token;
        return accessToken ? mercadoPagoPayments({ baseUrl: apiUrl, accessToken }) : null;
      };
      // The restaurants' connected Efí accounts, unless a test names its own.
      const efiFor = options.efiFor ?? efiAccounts(config).forBusiness;
      await processWebhookEvent({ db, log, clock: () => new Date(), paymentsFor, efiFor }, handlers, webhookEventId, { last: job.attempt >= job.maxAttempts });
    },
  });
}

export const processWebhookEventDefinition = processWebhookEventJob(webhookHandlers);
