import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScheduleBodySchema, isNeverOffered, type ScheduleBody, type ScheduleResource } from '@comanda/domain/menu/product-schedule';
import { toLang } from '@comanda/domain/validation/lang';
import { renderMessage } from '@comanda/domain/validation/messages';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { UnsavedChangesGuard } from '../../../../components/unsaved-changes-guard';
import { isApiError } from '../../../../lib/api-client';
import { notifyApiError } from '../../../../lib/form-errors';
import { validateValues } from '../../../../lib/form-validation';
import { notify } from '../../../../lib/toast';
import { useProductSchedules } from '../api/list-product-schedules';
import { useUpdateSchedule } from '../api/update-schedule';
import { useProductT, type ProductKey } from '../../i18n';
import { changedDrafts, copyToAllDays, scheduleBody, toDrafts, type ScheduleDraft } from '../lib/schedule-drafts';
import { DAY_ROW_GRID, ScheduleDayRow, type DayErrors } from './schedule-day-row';
import { LoadFailedAlert, LoadingStatus } from '../../../../components/ui/query-state';

type ErrorsById = Record<number, DayErrors>;

/** The first message per field of a 422 about one weekday. */
function dayErrorsOf(error: unknown): DayErrors | null {
  if (!isApiError(error) || error.status !== 422) return null;
  const out: DayErrors = {};
  for (const field of ['is_active', 'opening_time', 'closing_time'] as const) {
    const message = error.errors[field]?.[0];
    if (message) out[field] = message;
  }
  return Object.keys(out).length > 0 ? out : null;
}

function Editor({ saved }: { saved: ScheduleResource[] }) {
  const pt = useProductT();
  const { i18n } = useTranslation();
  const update = useUpdateSchedule();
  const [drafts, setDrafts] = useState<ScheduleDraft[]>(() => toDrafts(saved));
  const [errors, setErrors] = useState<ErrorsById>({});
  const [saving, setSaving] = useState(false);
  const changed = changedDrafts(saved, drafts);
  const lang = toLang(i18n.language);
  // Every day off means "never available": refused here as the API refuses it (pausing is for that).
  const neverOffered = isNeverOffered(drafts);
  const neverOfferedAlert = useRef<HTMLDivElement>(null);
  const dayName = (draft: ScheduleDraft) => pt(`weekdays.${draft.day_of_week}` as ProductKey);

  function patch(id: number, values: Partial<ScheduleBody>) {
    setDrafts((prev) => prev.map((d) => (d.id === id ? { ...d, ...values } : d)));
    setErrors((prev) => {
      if (!prev[id]) return prev;
      const next = { ...prev, [id]: { ...prev[id] } };
      for (const key of Object.keys(values) as (keyof ScheduleBody)[]) delete next[id]![key];
      return next;
    });
  }

  function copyToAll(source: ScheduleDraft) {
    setDrafts((prev) => copyToAllDays(prev, source));
    setErrors({});
    notify.info({ title: pt('schedule.copied', { day: dayName(source) }) });
  }

  function focusFirstError(found: ErrorsById) {
    const first = drafts.find((d) => found[d.id]);
    if (!first) return;
    const field = found[first.id]?.opening_time ? 'openingOf' : 'closingOf';
    const label = pt(`schedule.${field}`, { day: dayName(first) });
    window.requestAnimationFrame(() => document.querySelector<HTMLInputElement>(`input[aria-label="${CSS.escape(label)}"]`)?.focus());
  }

  async function save() {
    if (saving || changed.length === 0) return;
    if (neverOffered) {
      neverOfferedAlert.current?.focus();
      return;
    }
    // The domain's rules first, so a blank or empty range is caught without a round trip.
    const found: ErrorsById = {};
    for (const draft of changed) {
      const result = validateValues(ScheduleBodySchema, scheduleBody(draft), lang);
      if (!result.success) found[draft.id] = result.errors;
    }
    if (Object.keys(found).length > 0) {
      setErrors(found);
      focusFirstError(found);
      return;
    }
    setSaving(true);
    // Days switched on go first: the API refuses to switch off a product's last offered day, which
    // a day switched off before another one is switched on would look like.
    const save = (draft: ScheduleDraft) => update.mutateAsync({ id: draft.id, body: scheduleBody(draft) });
    const turnedOn = await Promise.allSettled(changed.filter((d) => d.is_active).map(save));
    const others = await Promise.allSettled(changed.filter((d) => !d.is_active).map(save));
    const results = [...turnedOn, ...others];
    const order = [...changed.filter((d) => d.is_active), ...changed.filter((d) => !d.is_active)];
    setSaving(false);
    const failed: ErrorsById = {};
    let other: unknown = null;
    results.forEach((result, index) => {
      if (result.status === 'fulfilled') return;
      const dayErrors = dayErrorsOf(result.reason);
      if (dayErrors) failed[order[index]!.id] = dayErrors;
      else other ??= result.reason;
    });
    setErrors(failed);
    if (other !== null) notifyApiError(other);
    else if (Object.keys(failed).length > 0) {
      notify.error({ title: pt('schedule.someFailed'), description: pt('schedule.someFailedText') });
      focusFirstError(failed);
    } else notify.success({ title: pt('schedule.saved') });
  }

  return (
    <>
      <UnsavedChangesGuard when={changed.length > 0 && !saving} />
      {/* Column headings for sighted users on wider screens; each input carries its own name. */}
      <div className={`hidden gap-x-4 border-b border-gray-100 pb-2 text-xs font-medium tracking-wide text-gray-500 uppercase sm:grid ${DAY_ROW_GRID}`} aria-hidden="true">
        <span>{pt('schedule.day')}</span>
        <span>{pt('schedule.opening')}</span>
        <span>{pt('schedule.closing')}</span>
      </div>
      <ul className="divide-y divide-gray-100">
        {drafts.map((draft) => (
          <ScheduleDayRow
            key={draft.id}
            draft={draft}
            dayName={dayName(draft)}
            errors={errors[draft.id]}
            disabled={saving}
            onChange={(values) => patch(draft.id, values)}
            onCopyToAll={() => copyToAll(draft)}
          />
        ))}
      </ul>
      {neverOffered ? (
        <div ref={neverOfferedAlert} tabIndex={-1} className="mt-4 focus:outline-none" data-testid="schedule-never-offered">
          <Alert tone="warning">{renderMessage('no_active_day', lang)}</Alert>
        </div>
      ) : null}
      <div className="mt-4 flex flex-col gap-3 border-t border-gray-100 pt-4 sm:flex-row sm:items-center sm:justify-end">
        {changed.length > 0 && !saving ? (
          <p className="text-sm text-gray-600 sm:mr-auto" role="status">
            {pt('schedule.unsaved')}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          {changed.length > 0 ? (
            <Button
              variant="secondary"
              disabled={saving}
              onClick={() => {
                setDrafts(toDrafts(saved));
                setErrors({});
              }}
            >
              {pt('schedule.discard')}
            </Button>
          ) : null}
          <Button onClick={() => void save()} loading={saving} disabled={changed.length === 0}>
            {pt('schedule.save')}
          </Button>
        </div>
      </div>
    </>
  );
}

/** /cardapio/{id}/horarios: the seven weekdays, edited together, only the changed ones sent. */
export function ScheduleEditor({ productId }: { productId: number }) {
  const pt = useProductT();
  const schedules = useProductSchedules(productId);

  let body;
  if (schedules.isError && !schedules.data) {
    body = (
      <LoadFailedAlert title={pt('schedule.loadFailed')} onRetry={() => void schedules.refetch()} />
    );
  } else if (!schedules.data) {
    body = (
      <LoadingStatus label={pt('schedule.loading')} />
    );
  } else {
    body = <Editor saved={schedules.data} />;
  }

  return (
    <Card title={pt('schedule.title')} description={`${pt('schedule.text')} ${pt('schedule.overnightText')}`}>
      {body}
    </Card>
  );
}
