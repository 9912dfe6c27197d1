import type { FastifyBaseLogger } from 'fastify';
import type { CepAddress } from '@comanda/domain/address/cep';
import type { Lang } from '@comanda/domain/validation/lang';
import { CepProviderError, lookupCep, type CepConfig } from '../../integrations/cep/viacep-client';
import { AppError } from '../../lib/app-error';
import { msg } from '../../lib/messages';

/**
 * The address of a CEP (8 digits) asked of the provider, or the AppError the form answers by letting
 * the person type it: 404 unknown, 504 too slow, 502 down. Used by /setup's lookup and the storefront's.
 */
export async function cepAddress(config: CepConfig, digits: string, lang: Lang, log: FastifyBaseLogger): Promise<CepAddress> {
  let address;
  try {
    address = await lookupCep(config, digits);
  } catch (error) {
    if (!(error instanceof CepProviderError)) throw error;
    log.warn({ err: error, cep: digits }, 'CEP provider gave no answer');
    if (error.reason === 'timeout') throw new AppError('provider_timeout', msg(lang, 'cep_timeout'));
    throw new AppError('provider_unavailable', msg(lang, 'cep_unavailable'));
  }
  if (!address) throw new AppError('not_found', msg(lang, 'cep_not_found'));
  return address;
}
