/** What other modules may use of the CEP lookup: the address of a CEP, with its refusals. */
export { cepAddress } from './cep-lookup';
