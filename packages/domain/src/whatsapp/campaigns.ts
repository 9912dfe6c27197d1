import { businessDate, DEFAULT_TIME_ZONE } from '../time/business-time';
import { nextCampaignSendAt, type PacingSettings, type PacingState } from './pacing';

// Zod-free: a WhatsApp campaign's text and its timing (issue 35), shared by the API, which fills and
// paces each message, and the page, which previews the first one and says when the last will leave.

/** The variables a campaign's text may carry, filled per customer. */
export const CAMPAIGN_VARIABLES = ['nome', 'pontos', 'cupom'] as const;
export type CampaignVariable = (typeof CAMPAIGN_VARIABLES)[number];

/** The text with one customer's values; a variable the restaurant misspelled stays as typed. */
export function fillCampaignMessage(template: string, values: Record<CampaignVariable, string | number>): string {
  return template.replace(/\{(nome|pontos|cupom)\}/g, (_, name: CampaignVariable) => String(values[name]));
}

/** A customer's first name as a campaign greets them ("Maria", not "Maria da Silva Souza"). */
export const greetingName = (firstName: string) => firstName.trim().split(/\s+/)[0] ?? firstName;

/**
 * The pacing counters once one more campaign message left at `at`: a new business day starts the
 * day's count again, and the message after a batch pause (or as long a rest) starts a new batch.
 */
export function afterSend(state: PacingState, at: Date, settings: PacingSettings, timeZone = DEFAULT_TIME_ZONE): PacingState {
  const sameDay = state.lastSentAt !== null && businessDate(state.lastSentAt, timeZone) === businessDate(at, timeZone);
  const rested = state.lastSentAt !== null && at.getTime() - state.lastSentAt.getTime() >= settings.batchPauseMinutes * 60_000;
  const newBatch = !sameDay || rested || state.sentInBatch >= settings.batchSize;
  return { lastSentAt: at, sentInBatch: newBatch ? 1 : state.sentInBatch + 1, sentToday: sameDay ? state.sentToday + 1 : 1 };
}

/**
 * When the last of `remaining` campaign messages should leave, paced as the sender paces them (the
 * average gap, batch pauses, the daily cap and quiet hours): the page's "previsão de término".
 */
export function estimateCampaignFinish(
  remaining: number,
  state: PacingState,
  opts: { now: Date; settings: PacingSettings; connectedAt: Date; timeZone?: string },
): Date | null {
  if (remaining <= 0) return null;
  const timeZone = opts.timeZone ?? DEFAULT_TIME_ZONE;
  let current = state;
  let at = opts.now;
  for (let i = 0; i < remaining; i++) {
    at = nextCampaignSendAt(current, { now: at, settings: opts.settings, connectedAt: opts.connectedAt, timeZone, random: () => 0.5 });
    current = afterSend(current, at, opts.settings, timeZone);
  }
  return at;
}
