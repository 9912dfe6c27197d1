import { createHash } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterSend } from '@comanda/domain/whatsapp/campaigns';
import { DEFAULT_PACING, nextCampaignSendAt, type PacingSettings } from '@comanda/domain/whatsapp/pacing';
import type { Config } from '../../../config';
import type { Db, Queryable, Tx } from '../../../db/client';
import { businesses, customers, whatsappCampaigns, whatsappLanes, whatsappMessages, type WhatsappConnectionRow, type WhatsappLaneRow, type WhatsappMessageRow } from '../../../db/schema/index';
import { enqueueJob } from '../../../jobs/enqueue-job';
import { runWhatsappLaneDefinition } from '../../../jobs/definitions/run-whatsapp-lane';
import { inTransaction } from '../../../lib/unit-of-work';
import { findWhatsappConnection } from '../connection/whatsapp-connections.repository';
import { finalRefusal, readyToSend, refused, senderFor } from '../messaging-provider';
import { messagesChanged } from '../messages/send-whatsapp-message';
import { updateWhatsappMessage } from '../messages/whatsapp-messages.repository';

/*
 * The business's one serial lane of campaign messages (issue 35; docs/decisions/0051): a chain of
 * jobs, each sending at most one message and enqueueing the next at the time pacing.ts allows. The
 * lane row, locked by each step, holds the counters and a `step` that names the next job: a job of
 * an older step finds itself stale and stops, so two chains never run side by side. A "kick" (a
 * campaign started, a number connected) starts a chain only when none is alive.
 *
 * At most once, as for a single message: the message is `sending` and the lane names it before the
 * provider is called, both committed; a step that finds it so after `sending_until` knows its process
 * died mid-call and marks it `unknown`.
 */

/** How long a step may hold a message in flight: longer than the provider client's 15 s time-out. */
export const SENDING_HOLD_MS = 20_000;
/** A chain whose promised next run is this late is dead (its process gone): a kick takes over. */
const ALIVE_GRACE_MS = 90_000;
/** A transactional message waiting: the campaign lets it go first and looks again this soon. */
const YIELD_MS = 2_000;

/** The lane's pacing as the owner set it (or the defaults). */
export function pacingOf(lane: Pick<WhatsappLaneRow, 'settings'> | null): PacingSettings {
  const s = lane?.settings;
  if (!s) return DEFAULT_PACING;
  return {
    minGapSeconds: s.min_gap_seconds,
    maxGapSeconds: s.max_gap_seconds,
    batchSize: s.batch_size,
    batchPauseMinutes: s.batch_pause_minutes,
    dailyCap: s.daily_cap,
    quietStart: s.quiet_start,
    quietEnd: s.quiet_end,
  };
}

/** …as the lane applies it: gaps and pauses scaled by WHATSAPP_PACE_FACTOR (1 in production). */
export function appliedPacing(lane: Pick<WhatsappLaneRow, 'settings'> | null, factor: number): PacingSettings {
  const owned = pacingOf(lane);
  if (factor === 1) return owned;
  return { ...owned, minGapSeconds: owned.minGapSeconds * factor, maxGapSeconds: owned.maxGapSeconds * factor, batchPauseMinutes: owned.batchPauseMinutes * factor };
}

/** The business's lane, created on first use, locked for the caller's transaction. */
export async function lockLane(tx: Tx, businessId: number): Promise<WhatsappLaneRow> {
  await tx.insert(whatsappLanes).values({ businessId }).onConflictDoNothing();
  const [lane] = await tx.select().from(whatsappLanes).where(eq(whatsappLanes.businessId, businessId)).for('update');
  return lane!;
}

export async function findLane(q: Queryable, businessId: number): Promise<WhatsappLaneRow | null> {
  const [lane] = await q.select().from(whatsappLanes).where(eq(whatsappLanes.businessId, businessId));
  return lane ?? null;
}

async function updateLane(tx: Tx, businessId: number, values: Partial<typeof whatsappLanes.$inferInsert>) {
  await tx.update(whatsappLanes).set(values).where(eq(whatsappLanes.businessId, businessId));
}

/** Campaign messages may be waiting (a campaign started, a number connected): start the lane unless its chain is alive. */
export async function kickLane(tx: Db | Tx, businessId: number): Promise<void> {
  // A key of its own each time: a kick is never lost to one already running; an extra one stops at once.
  await enqueueJob(tx, runWhatsappLaneDefinition, { businessId, step: null }, { dedupKey: `kick:${businessId}:${Date.now()}:${Math.random()}` });
}

/** The next step of the chain at `at`, and the promise that the chain runs by then. */
async function scheduleStep(tx: Tx, lane: WhatsappLaneRow, at: Date) {
  const step = lane.step + 1;
  await updateLane(tx, lane.businessId, { step, nextRunAt: at });
  await enqueueJob(tx, runWhatsappLaneDefinition, { businessId: lane.businessId, step }, { runAt: at });
}

/** Waiting campaign messages of running campaigns, oldest campaign first. */
const nextCampaignMessage = async (tx: Tx, businessId: number) =>
  (
    await tx
      .select({ message: whatsappMessages, consent: customers.marketingConsent })
      .from(whatsappMessages)
      .innerJoin(whatsappCampaigns, eq(whatsappCampaigns.id, whatsappMessages.campaignId))
      .leftJoin(customers, eq(customers.id, whatsappMessages.customerId))
      .where(and(eq(whatsappMessages.businessId, businessId), eq(whatsappMessages.status, 'queued'), eq(whatsappCampaigns.status, 'running')))
      .orderBy(asc(whatsappMessages.campaignId), asc(whatsappMessages.id))
      .limit(1)
  )[0];

/** An order's message (or one typed by hand) waiting for its first try goes ahead of any campaign. */
async function transactionalWaiting(tx: Tx, businessId: number, now: Date): Promise<boolean> {
  const [row] = await tx
    .select({ id: whatsappMessages.id })
    .from(whatsappMessages)
    .where(
      and(
        eq(whatsappMessages.businessId, businessId),
        isNull(whatsappMessages.campaignId),
        inArray(whatsappMessages.status, ['queued', 'sending']),
        isNull(whatsappMessages.error),
        or(isNull(whatsappMessages.sendAt), lte(whatsappMessages.sendAt, now)),
        gt(whatsappMessages.createdAt, new Date(now.getTime() - 5 * 60_000)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Campaigns with nothing left to send are done. */
async function finishCampaigns(tx: Tx, businessId: number, now: Date) {
  const finished = await tx
    .update(whatsappCampaigns)
    .set({ status: 'done', finishedAt: now })
    .where(
      and(
        eq(whatsappCampaigns.businessId, businessId),
        eq(whatsappCampaigns.status, 'running'),
        sql`not exists (select 1 from ${whatsappMessages} where ${whatsappMessages.campaignId} = ${whatsappCampaigns.id} and ${whatsappMessages.status} in ('queued', 'sending'))`,
      ),
    )
    .returning({ id: whatsappCampaigns.id });
  if (finished.length) await messagesChanged(tx, businessId);
}

export async function businessTimeZone(q: Queryable, businessId: number): Promise<string> {
  const [row] = await q.select({ timezone: businesses.timezone }).from(businesses).where(eq(businesses.id, businessId));
  return row?.timezone ?? 'America/Sao_Paulo';
}

/**
 * The random part of the gap after the message sent at `lastSentAt`: drawn from that moment, so the
 * step that sent it and the step that runs next agree on the same gap.
 */
export function gapRandom(businessId: number, lastSentAt: Date | null): () => number {
  const digest = createHash('sha256').update(`${businessId}:${lastSentAt?.getTime() ?? 0}`).digest();
  return () => digest.readUInt32BE(0) / 2 ** 32;
}

type Decision = { kind: 'stop' } | { kind: 'send'; message: WhatsappMessageRow; connection: WhatsappConnectionRow; lane: WhatsappLaneRow };

interface Deps {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  random?: () => number;
}

/** One step of the lane (the job's handler): `step` null for a kick. */
export async function runLaneStep(deps: Deps, businessId: number, step: number | null): Promise<'stale' | 'stop' | 'later' | 'sent' | 'skipped' | 'unknown' | 'refused'> {
  let outcome: 'stale' | 'stop' | 'later' | 'skipped' = 'stop';
  const decision = await inTransaction(deps.db, async (tx): Promise<Decision> => {
    const lane = await lockLane(tx, businessId);
    const now = new Date();
    if (step === null ? lane.nextRunAt !== null && lane.nextRunAt.getTime() > now.getTime() - ALIVE_GRACE_MS : lane.step !== step) {
      outcome = 'stale';
      return { kind: 'stop' };
    }
    if (lane.sendingMessageId !== null) {
      if (lane.sendingUntil && lane.sendingUntil > now) {
        outcome = 'later';
        await scheduleStep(tx, lane, lane.sendingUntil);
        return { kind: 'stop' };
      }
      // The step that sent it died mid-call: it may have reached the customer; never again.
      const [stuck] = await tx.select().from(whatsappMessages).where(and(eq(whatsappMessages.id, lane.sendingMessageId), eq(whatsappMessages.businessId, businessId)));
      if (stuck?.status === 'sending') await updateWhatsappMessage(tx, stuck, { status: 'unknown', error: 'interrupted' });
      await updateLane(tx, businessId, { sendingMessageId: null, sendingUntil: null });
      await messagesChanged(tx, businessId);
    }
    const connection = await findWhatsappConnection(tx, businessId);
    // Not connected, or paused by a ban: the chain ends; connecting again kicks it.
    if (!readyToSend(deps.config, connection)) {
      await updateLane(tx, businessId, { step: lane.step + 1, nextRunAt: null });
      return { kind: 'stop' };
    }
    if (await transactionalWaiting(tx, businessId, now)) {
      outcome = 'later';
      await scheduleStep(tx, lane, new Date(now.getTime() + YIELD_MS));
      return { kind: 'stop' };
    }
    const next = await nextCampaignMessage(tx, businessId);
    if (!next) {
      await finishCampaigns(tx, businessId, now);
      await updateLane(tx, businessId, { step: lane.step + 1, nextRunAt: null });
      return { kind: 'stop' };
    }
    if (next.consent !== true) {
      // Said "SAIR" (or withdrew consent) before their turn.
      outcome = 'skipped';
      await updateWhatsappMessage(tx, next.message, { status: 'skipped', error: 'opted_out' });
      await messagesChanged(tx, businessId);
      await scheduleStep(tx, lane, now);
      return { kind: 'stop' };
    }
    const settings = appliedPacing(lane, deps.config.whatsapp.paceFactor);
    const timeZone = await businessTimeZone(tx, businessId);
    const state = { lastSentAt: lane.lastSentAt, sentInBatch: lane.sentInBatch, sentToday: lane.sentToday };
    const at = nextCampaignSendAt(state, { now, settings, connectedAt: connection.connectedAt ?? now, timeZone, random: deps.random ?? gapRandom(businessId, lane.lastSentAt) });
    if (at.getTime() > now.getTime()) {
      outcome = 'later';
      await scheduleStep(tx, lane, at);
      return { kind: 'stop' };
    }
    const counters = afterSend(state, now, settings, timeZone);
    await updateWhatsappMessage(tx, next.message, { status: 'sending' });
    const hold = new Date(now.getTime() + SENDING_HOLD_MS);
    await updateLane(tx, businessId, { ...counters, sendingMessageId: next.message.id, sendingUntil: hold, nextRunAt: hold });
    return { kind: 'send', message: next.message, connection, lane: { ...lane, ...counters } };
  });
  if (decision.kind === 'stop') return outcome;

  const { message, connection } = decision;
  let result: 'sent' | 'unknown' | 'refused';
  let values: Partial<WhatsappMessageRow>;
  try {
    const providerMessageId = await senderFor(deps.config, connection)!.send(message);
    result = 'sent';
    values = { status: 'sent', providerMessageId, sentAt: new Date(), error: null };
  } catch (err) {
    // A campaign message is not retried: refused, it failed; in doubt, it is never sent again.
    result = refused(err) ? 'refused' : 'unknown';
    deps.log.warn({ err, messageId: message.id }, 'WhatsApp campaign message not sent');
    values = result === 'refused' ? { status: 'failed', error: finalRefusal(err) ?? 'refused' } : { status: 'unknown', error: 'no_answer' };
  }
  await inTransaction(deps.db, async (tx) => {
    const lane = await lockLane(tx, businessId);
    await updateWhatsappMessage(tx, message, values);
    await messagesChanged(tx, businessId);
    if (lane.sendingMessageId !== message.id) return; // Another step took over after our hold: it owns the chain.
    await updateLane(tx, businessId, { sendingMessageId: null, sendingUntil: null });
    const settings = appliedPacing(lane, deps.config.whatsapp.paceFactor);
    const timeZone = await businessTimeZone(tx, businessId);
    const now = new Date();
    const connection = await findWhatsappConnection(tx, businessId);
    const at = nextCampaignSendAt(
      { lastSentAt: lane.lastSentAt, sentInBatch: lane.sentInBatch, sentToday: lane.sentToday },
      { now, settings, connectedAt: connection?.connectedAt ?? now, timeZone, random: deps.random ?? gapRandom(businessId, lane.lastSentAt) },
    );
    await scheduleStep(tx, lane, at);
  });
  return result;
}
