import { describe, expect, it } from 'vitest';
import { cepAddressPatch, type CepFilledFields } from './cep-address-patch';

const EMPTY: CepFilledFields = { address_street: '', district: '', city: '', state: '' };
const RIO = { zipcode: '20040-020', street: 'Rua da Assembleia', district: 'Centro', city: 'Rio de Janeiro', state: 'RJ' };
const POCONE = { zipcode: '78175-000', street: '', district: '', city: 'Poconé', state: 'MT' };

describe('a CEP fills the address', () => {
  it('street, bairro, city and state of a full answer', () => {
    expect(cepAddressPatch(RIO, EMPTY, null)).toEqual({ address_street: 'Rua da Assembleia', district: 'Centro', city: 'Rio de Janeiro', state: 'RJ' });
  });

  it("a town's single CEP keeps the street the person typed", () => {
    const typed = { ...EMPTY, address_street: 'Rua Dom Aquino', district: 'Centro' };
    expect(cepAddressPatch(POCONE, typed, null)).toEqual({ address_street: 'Rua Dom Aquino', district: 'Centro', city: 'Poconé', state: 'MT' });
  });

  it("but clears the street and bairro the previous CEP filled, which belong to another city", () => {
    const previous = cepAddressPatch(RIO, EMPTY, null);
    expect(cepAddressPatch(POCONE, previous, previous)).toEqual({ address_street: '', district: '', city: 'Poconé', state: 'MT' });
  });
});
