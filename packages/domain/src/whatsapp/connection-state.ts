// Zod-free: a connected WhatsApp number's state as the provider reports it (issue 35;
// INTEGRATIONS.md "WhatsApp"). A disconnect with a ban code must stop every send at once: sending
// more from a number WhatsApp just restricted is how a restaurant loses it for good.

export type WhatsappState = 'open' | 'connecting' | 'close';

/** Evolution's `connection.update` status reasons that mean WhatsApp refused the number. */
export const BAN_STATUS_REASONS: Readonly<Record<number, 'logged_out' | 'temporarily_banned' | 'forbidden' | 'banned'>> = {
  401: 'logged_out',
  402: 'temporarily_banned',
  403: 'forbidden',
  406: 'banned',
};

export type PauseReason = (typeof BAN_STATUS_REASONS)[number];

/** The pause a disconnect imposes, or null when it is an ordinary one (a restart, a lost signal). */
export function pauseOf(state: WhatsappState, statusReason: number | null | undefined): PauseReason | null {
  if (state !== 'close' || statusReason == null) return null;
  return BAN_STATUS_REASONS[statusReason] ?? null;
}

/** Digits only, as WhatsApp wants a number (`+55 11 98765-4321` → `5511987654321`). */
export const whatsappDigits = (phone: string) => phone.replace(/\D/g, '');

/** The E.164 phone of a chat id (`5511987654321@s.whatsapp.net` → `+5511987654321`); null for a group or anything else. */
export function phoneOfJid(jid: string): string | null {
  const match = /^(\d{8,15})(?::\d+)?@s\.whatsapp\.net$/.exec(jid);
  return match ? `+${match[1]}` : null;
}
