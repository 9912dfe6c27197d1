import { postWebhook, webhookReceived } from '../stand-in-webhook-post';

/*
 * How the Efí stand-in calls a webhook (INTEGRATIONS.md "Pix"; Efí's "Recebendo callbacks"): a
 * delivery is POST `<webhookUrl>/pix` with `{"pix":[…items]}`, the `/pix` appended to the URL as
 * registered (a URL ending in `?ignorar=` gets it in its query). One delivery may carry several
 * items. Anything but a 2xx, or no answer, is retried after each of `retryDelaysMs` (Efí waits 5
 * minutes, doubling, 10 times). `copies` sends the same delivery several times at the same moment,
 * as a provider's retries and duplicates can arrive together.
 */

/** One received Pix as a webhook names it. */
export interface EfiPixItem {
  endToEndId: string;
  txid: string;
  chave: string;
  /** "45.90" */
  valor: string;
  horario: string;
}

export interface EfiDeliveryAttempt {
  /** The endToEndIds the delivery carried. */
  items: string[];
  attempt: number;
  /** The HTTP status, or null when the request failed or timed out. */
  status: number | null;
}

export interface EfiNotifier {
  /** Every webhook request made, in order. */
  deliveries: EfiDeliveryAttempt[];
  /** One POST of a JSON body, no retry; the status, or null. */
  post(url: string, body: unknown): Promise<number | null>;
  /** Delivers the items in one body to `<url>/pix`, `copies` times at once, each until 2xx or out of retries; the last statuses. */
  notify(items: readonly EfiPixItem[], options: { url: string; copies?: number }): Promise<(number | null)[]>;
}

/** Efí waits 60 s for an answer. */
const TIMEOUT_MS = 60_000;

export function efiNotifier({ retryDelaysMs }: { retryDelaysMs: readonly number[] }): EfiNotifier {
  const deliveries: EfiDeliveryAttempt[] = [];

  const post = (url: string, body: unknown) => postWebhook(url, body, TIMEOUT_MS);

  async function deliverOnce(items: readonly EfiPixItem[], url: string): Promise<number | null> {
    const ids = items.map((item) => item.endToEndId);
    let status: number | null = null;
    for (let attempt = 1; attempt <= retryDelaysMs.length + 1; attempt++) {
      if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, retryDelaysMs[attempt - 2]));
      // Appended as Efí does: to the URL's text, query or not.
      status = await post(`${url}/pix`, { pix: items });
      deliveries.push({ items: ids, attempt, status });
      if (webhookReceived(status)) break;
    }
    return status;
  }

  return {
    deliveries,
    post,
    notify: (items, { url, copies = 1 }) => Promise.all(Array.from({ length: copies }, () => deliverOnce(items, url))),
  };
}
