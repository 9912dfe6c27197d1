import type { ScheduleBody, ScheduleResource } from '@comanda/domain/menu/product-schedule';

/** One weekday as the horarios screen edits it (times as the time inputs give them, HH:MM). */
export type ScheduleDraft = Pick<ScheduleResource, 'id' | 'day_of_week' | 'is_active' | 'opening_time' | 'closing_time'>;

export function toDrafts(rows: readonly ScheduleResource[]): ScheduleDraft[] {
  return rows.map(({ id, day_of_week, is_active, opening_time, closing_time }) => ({
    id,
    day_of_week,
    is_active,
    opening_time,
    closing_time,
  }));
}

export function scheduleBody(draft: ScheduleDraft): ScheduleBody {
  return { is_active: draft.is_active, opening_time: draft.opening_time, closing_time: draft.closing_time };
}

function sameDay(a: ScheduleDraft, b: ScheduleDraft): boolean {
  return a.is_active === b.is_active && a.opening_time === b.opening_time && a.closing_time === b.closing_time;
}

/** The drafts that differ from what the API last answered: only these are sent. */
export function changedDrafts(saved: readonly ScheduleResource[], drafts: readonly ScheduleDraft[]): ScheduleDraft[] {
  const byId = new Map(saved.map((row) => [row.id, row]));
  return drafts.filter((draft) => {
    const row = byId.get(draft.id);
    return !row || !sameDay(row, draft);
  });
}

/** Every day takes the hours (and on/off) of `source`. */
export function copyToAllDays(drafts: readonly ScheduleDraft[], source: ScheduleDraft): ScheduleDraft[] {
  return drafts.map((d) => ({ ...d, is_active: source.is_active, opening_time: source.opening_time, closing_time: source.closing_time }));
}

const HHMM = /^\d\d:\d\d$/;

/** A closing time before the opening one runs past midnight (18:00–02:00 ends at 2 a.m. next day). */
export function crossesMidnight(draft: Pick<ScheduleDraft, 'opening_time' | 'closing_time'>): boolean {
  const { opening_time: open, closing_time: close } = draft;
  return HHMM.test(open) && HHMM.test(close) && close < open;
}

/** 00:00–23:59: the whole day. */
export function isAllDay(draft: Pick<ScheduleDraft, 'opening_time' | 'closing_time'>): boolean {
  return draft.opening_time === '00:00' && draft.closing_time === '23:59';
}
