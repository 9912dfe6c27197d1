import { z } from 'zod';
import type { CepAddress } from '@comanda/domain/address/cep';

// The CEP lookup (INTEGRATIONS.md "Brazilian details"): ViaCEP's protocol, GET {base}/{8 digits}/json/,
// answering the address or {"erro": true} for a CEP it does not know. The base URL is configuration
// (CEP_API_URL) and the time-out is short: without an answer the person types the address.

export interface CepConfig {
  baseUrl: string;
  timeoutMs: number;
}

/** The provider gave no usable answer: too slow (`timeout`), or down or answering nonsense (`failure`). */
export class CepProviderError extends Error {
  override name = 'CepProviderError';
  constructor(
    readonly reason: 'timeout' | 'failure',
    message: string,
  ) {
    super(message);
  }
}

// ViaCEP has written `erro` as a boolean and, since 2024, as the string "true".
const notFoundAnswer = z.object({ erro: z.union([z.literal(true), z.literal('true')]) });
const addressAnswer = z.object({
  logradouro: z.string().default(''),
  bairro: z.string().default(''),
  localidade: z.string().min(1),
  uf: z.string().length(2),
});

/** fetch rejects with a DOMException named TimeoutError when AbortSignal.timeout fires. */
function isTimeout(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'TimeoutError';
}

async function fetchAnswer(config: CepConfig, digits: string): Promise<unknown> {
  const response = await fetch(`${config.baseUrl}/${digits}/json/`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(config.timeoutMs),
  });
  if (response.status !== 200) {
    await response.body?.cancel();
    throw new CepProviderError('failure', `HTTP ${response.status}`);
  }
  return response.json();
}

/** The address of a CEP (8 digits), null when the provider does not know it, or a CepProviderError. */
export async function lookupCep(config: CepConfig, digits: string): Promise<CepAddress | null> {
  let body: unknown;
  try {
    body = await fetchAnswer(config, digits);
  } catch (error) {
    if (error instanceof CepProviderError) throw error;
    if (isTimeout(error)) throw new CepProviderError('timeout', `no answer within ${config.timeoutMs} ms`);
    // Refused connection, reset, or a body that is not JSON.
    throw new CepProviderError('failure', error instanceof Error ? error.message : String(error));
  }
  if (notFoundAnswer.safeParse(body).success) return null;
  const address = addressAnswer.safeParse(body);
  if (!address.success) throw new CepProviderError('failure', 'unexpected answer');
  return {
    zipcode: `${digits.slice(0, 5)}-${digits.slice(5)}`,
    street: address.data.logradouro.trim(),
    district: address.data.bairro.trim(),
    city: address.data.localidade.trim(),
    state: address.data.uf.toUpperCase(),
  };
}
