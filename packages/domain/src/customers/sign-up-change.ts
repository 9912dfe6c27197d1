// Zod-free: what a sign-up through the public link may change on a customer the business already has.

/** The fields a sign-up carries that may reach an existing customer. */
export type SignUpFields = {
  first_name: string;
  last_name: string | null;
  email: string | null;
  birthday: string | null;
  marketing_consent: boolean;
};

/**
 * What a sign-up for a known number would change (issue 30): blanks filled, never a value replaced,
 * and consent given when the customer had none; an unticked box withdraws nothing (an opt-out is the
 * customer's explicit choice, made with the business). Empty when nothing would change. Applied only
 * once the holder of the number confirms it: anyone may type someone else's phone on the public page.
 */
export function signUpChange(existing: SignUpFields, asked: SignUpFields): Partial<SignUpFields> {
  const change: Partial<SignUpFields> = {};
  if (existing.first_name === '' && asked.first_name !== '') change.first_name = asked.first_name;
  if (existing.last_name === null && asked.last_name !== null) change.last_name = asked.last_name;
  if (existing.email === null && asked.email !== null) change.email = asked.email;
  if (existing.birthday === null && asked.birthday !== null) change.birthday = asked.birthday;
  if (asked.marketing_consent && !existing.marketing_consent) change.marketing_consent = true;
  return change;
}
