import type { CepAddress } from '@comanda/domain/address/cep';

/** The address fields of the business form a CEP fills. */
export type CepFilledFields = {
  address_street: string;
  district: string;
  city: string;
  state: string;
};

/**
 * What a CEP's address changes in the form. City and state always come from it. Street and bairro
 * come from it when it knows them (a town's single CEP does not); otherwise a value the previous
 * CEP put there is cleared, and a value the person typed is kept.
 */
export function cepAddressPatch(
  address: CepAddress,
  current: CepFilledFields,
  previousFill: CepFilledFields | null,
): CepFilledFields {
  const keepOrClear = (field: 'address_street' | 'district', found: string) => {
    if (found) return found;
    return previousFill && current[field] === previousFill[field] ? '' : current[field];
  };
  return {
    address_street: keepOrClear('address_street', address.street),
    district: keepOrClear('district', address.district),
    city: address.city,
    state: address.state,
  };
}
