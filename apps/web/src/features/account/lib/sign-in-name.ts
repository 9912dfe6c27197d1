/*
 * One field takes the e-mail or the WhatsApp number a person signs in with (decision 0036): what has
 * only a phone's characters is a number, anything else is read as an e-mail (and validated as one).
 * Kept free of zod and the phone library: the login page imports it.
 */

const PHONE_CHARACTERS = /^[+\d\s().-]+$/;

export type SignInName = { email: string; whatsapp?: never } | { whatsapp: string; email?: never };

export function signInName(typed: string): SignInName {
  const value = typed.trim();
  return value !== '' && PHONE_CHARACTERS.test(value) ? { whatsapp: value } : { email: value };
}

/** The API names the field it checked (`email` or `whatsapp`): both are the one input on the page. */
export function signInNameField(field: string): string {
  return field === 'whatsapp' ? 'email' : field;
}
