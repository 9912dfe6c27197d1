import { z } from 'zod';

// The Brazilian postal code (CEP): 8 digits, usually written 01001-000. A CEP provider
// (INTEGRATIONS.md "Brazilian details") turns one into street, bairro, city and state.

const CEP_PATTERN = /^\d{5}-?\d{3}$/;

/** The 8 digits of a CEP typed with or without its hyphen, or null when it is not a full CEP. */
export function cepDigits(value: string): string | null {
  const trimmed = value.trim();
  return CEP_PATTERN.test(trimmed) ? trimmed.replace('-', '') : null;
}

/** A CEP as typed, '01001-000' or '01001000'; anything else breaks the `cep` rule. */
export const cepSchema = z
  .string()
  .trim()
  .min(1, { abort: true })
  .refine((value) => cepDigits(value) !== null, { params: { rule: 'cep' } });

/** GET /cep/{zipcode}. */
export const cepParamsSchema = z.strictObject({ zipcode: cepSchema });

/**
 * What a CEP gives. Street and bairro can be empty: a small town has one CEP for all its streets.
 */
export const cepAddressSchema = z.object({
  zipcode: z.string(),
  street: z.string(),
  district: z.string(),
  city: z.string(),
  state: z.string(),
});
export type CepAddress = z.infer<typeof cepAddressSchema>;
