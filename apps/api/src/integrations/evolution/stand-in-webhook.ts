import { postWebhook, webhookReceived } from '../stand-in-webhook-post';

/*
 * How the Evolution stand-in calls an instance's webhook (INTEGRATIONS.md "WhatsApp"): a POST of
 * `{event, instance, data, destination, date_time, sender, server_url, apikey}`, unsigned. Anything
 * but a 2xx, or no answer, is retried after each of `retryDelaysMs`; `copies` sends each delivery
 * several times at once, as a gateway's retries and duplicates can arrive together.
 */

export interface EvolutionDeliveryRecord {
  event: string;
  instance: string;
  attempt: number;
  /** The HTTP status, or null when the request failed or timed out. */
  status: number | null;
}

const TIMEOUT_MS = 30_000;

export function evolutionWebhookPoster({ retryDelaysMs, copies, serverUrl, apiKey }: { retryDelaysMs: readonly number[]; copies: number; serverUrl: () => string; apiKey: string }) {
  const deliveries: EvolutionDeliveryRecord[] = [];

  async function deliver(url: string, event: string, instance: string, body: unknown): Promise<number | null> {
    let status: number | null = null;
    for (let attempt = 1; attempt <= retryDelaysMs.length + 1; attempt++) {
      if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, retryDelaysMs[attempt - 2]));
      status = await postWebhook(url, body, TIMEOUT_MS);
      deliveries.push({ event, instance, attempt, status });
      if (webhookReceived(status)) break;
    }
    return status;
  }

  /** Posts one event to the instance's webhook, `copies` times at once; resolves when every copy is answered or out of retries. */
  async function post(url: string, instance: string, event: string, data: unknown, sender?: string): Promise<void> {
    const body = { event, instance, data, destination: url, date_time: new Date().toISOString(), sender: sender ?? null, server_url: serverUrl(), apikey: apiKey };
    await Promise.all(Array.from({ length: copies }, () => deliver(url, event, instance, body)));
  }

  return { deliveries, post };
}
