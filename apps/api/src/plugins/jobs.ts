import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { JobDefinition } from '../jobs/define-job';
import { jobDefinitions, recurringJobs } from '../jobs/registry';
import type { RecurringJob } from '../jobs/schedule';
import { createJobWorker } from '../jobs/worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's job worker id (the jobs.locked_by it writes), or null when JOBS_WORKER is off. */
    jobWorkerId: string | null;
  }
}

export interface JobsPluginOptions {
  /** Definitions added to the registry's (tests bring their own jobs). */
  extraDefinitions?: readonly JobDefinition[] | undefined;
  extraRecurring?: readonly RecurringJob[] | undefined;
}

// The job worker of this process (docs/decisions/0013). Enqueueing needs no plugin (enqueueJob with
// the write's transaction); this only runs what is due. It starts once the app is ready and, on
// close, waits for the job in hand before the database goes away.
export const jobsPlugin = fp(async (app: FastifyInstance, opts: JobsPluginOptions) => {
  app.decorate('jobWorkerId', null);
  if (!app.config.jobsWorker) return;
  const worker = createJobWorker({
    db: app.db,
    log: app.log.child({ component: 'jobs' }),
    config: app.config,
    definitions: [...jobDefinitions, ...(opts.extraDefinitions ?? [])],
    recurring: [...recurringJobs, ...(opts.extraRecurring ?? [])],
    pollIntervalMs: app.config.jobsPollIntervalMs,
  });
  app.jobWorkerId = worker.id;
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
});
