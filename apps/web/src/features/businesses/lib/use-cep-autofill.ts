import { useRef, useState } from 'react';
import { cepDigits } from '@comanda/domain/address/cep';
import { isApiError } from '../../../lib/api-client';
import { lookupCep } from '../api/lookup-cep';
import { cepAddressPatch, type CepFilledFields } from './cep-address-patch';

/** What the CEP field says under it: nothing asked yet, searching, or how the lookup went. */
export type CepLookupStatus = 'idle' | 'searching' | 'found' | 'found_city' | 'not_found' | 'unavailable';

export type CepAutofillTarget = {
  getValues(): CepFilledFields;
  /** Writes the patch into the form; `focus` names the field to go on with, when the CEP field still has focus. */
  fill(patch: CepFilledFields, focus: 'address_number' | 'address_street' | null): void;
};

/**
 * Looks the address up as soon as the CEP field holds 8 digits and fills street, bairro, city and
 * state (INTEGRATIONS.md "Brazilian details"). The fields stay editable; when the CEP is unknown or
 * the provider does not answer, the status says so quietly and the person types the address.
 */
export function useCepAutofill(target: CepAutofillTarget) {
  const [status, setStatus] = useState<CepLookupStatus>('idle');
  // The CEP the latest lookup is for: an answer for an older one, typed over since, is dropped.
  const asked = useRef<string | null>(null);
  const previousFill = useRef<CepFilledFields | null>(null);

  async function onZipcodeChange(input: HTMLInputElement) {
    const digits = cepDigits(input.value);
    if (digits === asked.current) return;
    asked.current = digits;
    if (!digits) {
      setStatus('idle');
      return;
    }
    setStatus('searching');
    try {
      const address = await lookupCep(digits);
      if (asked.current !== digits) return;
      const patch = cepAddressPatch(address, target.getValues(), previousFill.current);
      previousFill.current = patch;
      const stillOnCep = document.activeElement === input;
      target.fill(patch, stillOnCep ? (patch.address_street ? 'address_number' : 'address_street') : null);
      setStatus(address.street ? 'found' : 'found_city');
    } catch (error) {
      if (asked.current !== digits) return;
      setStatus(isApiError(error) && (error.status === 404 || error.status === 422) ? 'not_found' : 'unavailable');
    }
  }

  return { status, onZipcodeChange };
}
