import type { AddressInfo } from 'node:net';
import { startEvolutionStandIn, type EvolutionStandIn, type EvolutionStandInOptions } from '../integrations/evolution/stand-in';
import { createTestApp, type TestApp } from './helper';

/**
 * An app listening on a port of its own with its job worker, wired to an Evolution stand-in whose
 * webhooks reach it over HTTP (the URL Evolution is given is built from the app's public address).
 */
export async function whatsappTestApp(standIn: EvolutionStandInOptions): Promise<{ evolution: EvolutionStandIn; t: TestApp; close: () => Promise<void> }> {
  const evolution = await startEvolutionStandIn(standIn);
  const t = await createTestApp({ EVOLUTION_API_URL: evolution.url, EVOLUTION_API_KEY: evolution.apiKey, JOBS_WORKER: 'true', JOBS_POLL_INTERVAL_MS: '20' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  t.app.config.appUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  return {
    evolution,
    t,
    close: async () => {
      await evolution.close();
      await t.close();
    },
  };
}
