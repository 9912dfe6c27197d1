import type { RenderedMail } from './mail-layout';
import type { OutgoingMessage } from '../integrations/mail/outbox';

/*
 * A person signs in with their e-mail or, an employee registered without one, with their WhatsApp
 * number (issue 19, docs/decisions/0036). Their links and notices go where they sign in.
 */

export interface SignInName {
  email: string | null;
  whatsapp: string | null;
}

/** The mail for someone with an e-mail; its text on WhatsApp for someone without one. */
export function messageFor(person: SignInName, mail: RenderedMail): OutgoingMessage {
  if (person.email !== null) return { channel: 'email', to: person.email, ...mail };
  if (person.whatsapp !== null) return { channel: 'whatsapp', to: person.whatsapp, text: mail.text };
  throw new Error('a person with neither e-mail nor WhatsApp cannot be reached');
}

/** What a password link repeats of the account (the page shows it, the API checks it): ?email= or ?whatsapp=. */
export function signInNameQuery(person: SignInName): Record<string, string> {
  if (person.email !== null) return { email: person.email };
  if (person.whatsapp !== null) return { whatsapp: person.whatsapp };
  return {};
}
