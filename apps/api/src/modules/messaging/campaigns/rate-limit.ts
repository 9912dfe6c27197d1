import { and, count, eq } from 'drizzle-orm';
import type { PacingSettingsBody, RateLimitStatus } from '@comanda/domain/whatsapp/campaign-resource';
import { dailyCapOn, inQuietHours, nextCampaignSendAt, warmupDayOn } from '@comanda/domain/whatsapp/pacing';
import { businessDate } from '@comanda/domain/time/business-time';
import type { Queryable, Tx } from '../../../db/client';
import { whatsappCampaigns, whatsappLanes, whatsappMessages } from '../../../db/schema/index';
import { findWhatsappConnection } from '../connection/whatsapp-connections.repository';
import { appliedPacing, businessTimeZone, findLane, gapRandom, lockLane, pacingOf } from './lane';

/** GET v1/whatsapp/rate-limit-status: the number's pacing, today's cap and count, and when the next campaign message may leave. */
export async function rateLimitStatus(q: Queryable, businessId: number, now: Date, paceFactor: number): Promise<RateLimitStatus> {
  const [lane, connection, timeZone, [waitingRow]] = await Promise.all([
    findLane(q, businessId),
    findWhatsappConnection(q, businessId),
    businessTimeZone(q, businessId),
    q
      .select({ n: count() })
      .from(whatsappMessages)
      .innerJoin(whatsappCampaigns, eq(whatsappCampaigns.id, whatsappMessages.campaignId))
      .where(and(eq(whatsappMessages.businessId, businessId), eq(whatsappMessages.status, 'queued'), eq(whatsappCampaigns.status, 'running'))),
  ]);
  const settings = pacingOf(lane);
  const connectedAt = connection?.state === 'open' ? connection.connectedAt : null;
  const sentToday = lane?.lastSentAt && businessDate(lane.lastSentAt, timeZone) === businessDate(now, timeZone) ? lane.sentToday : 0;
  const waiting = waitingRow?.n ?? 0;
  const warmupDay = connectedAt ? warmupDayOn(connectedAt, now, timeZone) : null;
  const state = { lastSentAt: lane?.lastSentAt ?? null, sentInBatch: lane?.sentInBatch ?? 0, sentToday: lane?.sentToday ?? 0 };
  const next = waiting && connectedAt ? nextCampaignSendAt(state, { now, settings: appliedPacing(lane, paceFactor), connectedAt, timeZone, random: gapRandom(businessId, state.lastSentAt) }) : null;
  return {
    settings: {
      min_gap_seconds: settings.minGapSeconds,
      max_gap_seconds: settings.maxGapSeconds,
      batch_size: settings.batchSize,
      batch_pause_minutes: settings.batchPauseMinutes,
      daily_cap: settings.dailyCap,
      quiet_start: settings.quietStart,
      quiet_end: settings.quietEnd,
    },
    cap_today: dailyCapOn(connectedAt ?? now, now, settings, timeZone),
    sent_today: sentToday,
    warmup_day: warmupDay,
    in_quiet_hours: inQuietHours(now, settings, timeZone),
    next_send_at: next?.toISOString() ?? null,
    waiting,
  };
}

/** PUT v1/whatsapp/pacing: the restaurant's own gaps, batches, cap and quiet hours; the next step follows them. */
export async function savePacing(tx: Tx, businessId: number, body: PacingSettingsBody): Promise<void> {
  await lockLane(tx, businessId);
  await tx.update(whatsappLanes).set({ settings: body }).where(eq(whatsappLanes.businessId, businessId));
}
