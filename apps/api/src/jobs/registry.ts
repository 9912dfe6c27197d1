import type { JobDefinition } from './define-job';
import type { RecurringJob } from './schedule';
import { deliverEmail } from './definitions/deliver-email';
import { purgeDomainEvents } from './definitions/purge-domain-events';
import { processWebhookEventDefinition } from './definitions/process-webhook-event';
import { purgeIdempotencyKeys } from './definitions/purge-idempotency-keys';
import { releaseScheduledOrdersDefinition } from './definitions/release-scheduled-orders';
import { reconcilePaymentsDefinition } from './definitions/reconcile-payments';
import { refundPaymentDefinition } from './definitions/refund-payment';
import { mailWhatsappPausedDefinition } from './definitions/mail-whatsapp-paused';
import { sendWhatsappMessageDefinition } from './definitions/send-whatsapp-message';
import { runWhatsappLaneDefinition } from './definitions/run-whatsapp-lane';
import { sweepUnmatchedPixDefinition } from './definitions/sweep-unmatched-pix';
import { runBillingDefinition } from './definitions/run-billing';

// Every job the worker can run. A job enqueued under a name missing here is retried until its
// attempts are spent, so add the definition before the code that enqueues it ships.
export const jobDefinitions: readonly JobDefinition[] = [deliverEmail, purgeIdempotencyKeys, purgeDomainEvents, processWebhookEventDefinition, releaseScheduledOrdersDefinition, refundPaymentDefinition, reconcilePaymentsDefinition, sweepUnmatchedPixDefinition, sendWhatsappMessageDefinition, runWhatsappLaneDefinition, mailWhatsappPausedDefinition, runBillingDefinition];

const hour = 3_600_000;

export const recurringJobs: readonly RecurringJob[] = [
  { job: purgeIdempotencyKeys, everyMs: hour },
  { job: purgeDomainEvents, everyMs: hour },
  // Scheduled storefront orders reach the board within a minute of slot − preparation time (decision 0047).
  { job: releaseScheduledOrdersDefinition, everyMs: 60_000 },
  // Online payments whose notification is more than 10 minutes late are asked about (issue 34).
  { job: reconcilePaymentsDefinition, everyMs: 5 * 60_000 },
  // Pix received in connected Efí accounts that match no order, once a day (issue 34).
  { job: sweepUnmatchedPixDefinition, everyMs: 24 * hour },
  // Subscriptions whose period ended, or whose invoice is past due or its grace over (issue 39).
  { job: runBillingDefinition, everyMs: 60_000 },
];
