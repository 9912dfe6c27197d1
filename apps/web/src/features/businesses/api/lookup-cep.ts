import type { CepAddress } from '@comanda/domain/address/cep';
import { apiRequest } from '../../../lib/api-client';

/**
 * The address of a CEP (8 digits), asked of the API, which asks the CEP provider. A 404 means the
 * provider does not know it; a 502/504 that it could not answer: either way the person types it.
 */
export async function lookupCep(digits: string): Promise<CepAddress> {
  // The field says it is searching; the page-wide loading bar would be noise.
  const res = await apiRequest<{ data: CepAddress }>(`/cep/${digits}`, { loadingBar: false });
  return res.data;
}
