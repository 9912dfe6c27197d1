/*
 * How the providers' stand-ins call a webhook: one POST of a JSON body, its HTTP status or null when
 * it failed or timed out (a provider retries on either), and whether a status counts as received.
 */

export async function postWebhook(url: string, body: unknown, timeoutMs: number): Promise<number | null> {
  try {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(timeoutMs) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return null;
  }
}

export const webhookReceived = (status: number | null) => status !== null && status >= 200 && status <= 299;
