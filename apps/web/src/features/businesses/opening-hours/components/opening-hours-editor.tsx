import { useState } from 'react';
import { StaleAlert } from '../../../../components/ui/stale-alert';
import { CalendarPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { OpeningHoursBodySchema, type OpeningHours, type OpeningHoursResource } from '@comanda/domain/business/opening-hours';
import { WEEKDAYS, WEEKDAY_LABELS, businessDate, type Weekday } from '@comanda/domain/time/business-time';
import { toLang } from '@comanda/domain/validation/lang';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { UnsavedChangesGuard } from '../../../../components/unsaved-changes-guard';
import { applyApiErrors } from '../../../../lib/form-errors';
import { firstErrors, pathErrors, type PathErrors } from '../../../../lib/form-validation';
import { notify } from '../../../../lib/toast';
import { useOpeningHours, useReloadOpeningHours, useSaveOpeningHours } from '../api/opening-hours';
import {
  addException,
  copyDay,
  isChanged,
  withDay,
  withException,
  withoutException,
} from '../lib/opening-hours-drafts';
import { openingStatusText } from '../lib/opening-status-text';
import { ExceptionRow } from './exception-row';
import { WeekDayRow } from './week-day-row';
import { LoadFailedAlert, LoadingStatus } from '../../../../components/ui/query-state';

const documentOf = ({ week, exceptions }: OpeningHours): OpeningHours => ({ week, exceptions });

/** Moves focus to the first field with an error, once React has drawn it. */
function focusFirstError() {
  window.requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-testid="opening-hours-form"] [aria-invalid="true"]')?.focus());
}

function Editor({ businessId, saved }: { businessId: number; saved: OpeningHoursResource }) {
  const { t, i18n } = useTranslation();
  const lang = toLang(i18n.language);
  const save = useSaveOpeningHours(businessId);
  const reload = useReloadOpeningHours(businessId);
  const [draft, setDraft] = useState<OpeningHours>(() => documentOf(saved));
  const [errors, setErrors] = useState<PathErrors>({});
  const [stale, setStale] = useState<string | null>(null);
  const saving = save.isPending;
  const changed = isChanged(saved, draft);
  const dayName = (day: Weekday) => WEEKDAY_LABELS[lang][day];

  function edit(next: OpeningHours) {
    setDraft(next);
    // Indexes move when ranges come and go: old messages would land on the wrong field.
    setErrors({});
  }

  /** Messages under their fields (the draft's own check, or the API's 422), the first one focused. */
  function showErrors(found: PathErrors) {
    setErrors(found);
    focusFirstError();
  }

  async function submit() {
    if (saving || !changed) return;
    const body = { ...draft, version: saved.version };
    const found = pathErrors(OpeningHoursBodySchema, body, lang);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      notify.error({ title: t('openingHours.invalid') });
      return;
    }
    try {
      // The saved version replaces the cached one, and a new version starts a fresh form (below).
      const result = await save.mutateAsync(body);
      notify.success({ title: t('openingHours.saved'), description: openingStatusText(t, result.status, lang) });
    } catch (error) {
      applyApiErrors(error, (found) => showErrors(firstErrors(found)), { onStale: setStale });
    }
  }

  return (
    <div className="space-y-6" data-testid="opening-hours-form">
      <UnsavedChangesGuard when={changed && !saving} />
      <p className="flex items-center gap-2 text-sm font-medium text-gray-800" data-testid="opening-hours-status">
        <span className={`size-2.5 rounded-full ${saved.status.is_open ? 'bg-green-500' : 'bg-gray-400'}`} aria-hidden="true" />
        {openingStatusText(t, saved.status, lang)}
      </p>
      <StaleAlert message={stale} reloadLabel={t('openingHours.reload')} onReload={() => void reload()} />

      <Card title={t('openingHours.week.title')} description={t('openingHours.week.description')}>
        <ul className="divide-y divide-gray-100">
          {WEEKDAYS.map((day) => (
            <WeekDayRow
              key={day}
              day={day}
              dayName={dayName}
              ranges={draft.week[day]}
              errors={errors}
              disabled={saving}
              onChange={(ranges) => edit(withDay(draft, day, ranges))}
              onCopy={(targets) => {
                edit(copyDay(draft, day, targets));
                notify.info({ title: t('openingHours.copied', { day: dayName(day), count: targets.length }) });
              }}
            />
          ))}
        </ul>
      </Card>

      <Card title={t('openingHours.exceptions.title')} description={t('openingHours.exceptions.description')}>
        {draft.exceptions.length === 0 ? <p className="py-2 text-sm text-gray-500">{t('openingHours.exceptions.empty')}</p> : null}
        <ul className="divide-y divide-gray-100">
          {draft.exceptions.map((exception, index) => (
            <ExceptionRow
              key={index}
              index={index}
              exception={exception}
              errors={errors}
              disabled={saving}
              onChange={(next) => edit(withException(draft, index, next))}
              onRemove={() => edit(withoutException(draft, index))}
            />
          ))}
        </ul>
        <Button
          className="mt-3"
          variant="secondary"
          icon={<CalendarPlus className="size-4" aria-hidden="true" />}
          disabled={saving}
          onClick={() => edit(addException(draft, businessDate(new Date(), saved.timezone)))}
        >
          {t('openingHours.exceptions.add')}
        </Button>
      </Card>

      <div className="sticky bottom-0 flex flex-col gap-3 border-t border-gray-200 bg-white/95 py-4 sm:flex-row sm:items-center sm:justify-end">
        {changed && !saving ? (
          <p className="text-sm text-gray-600 sm:mr-auto" role="status">
            {t('openingHours.unsaved')}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          {changed ? (
            <Button variant="secondary" disabled={saving} onClick={() => edit(documentOf(saved))}>
              {t('openingHours.discard')}
            </Button>
          ) : null}
          <Button onClick={() => void submit()} loading={saving} disabled={!changed}>
            {t('openingHours.save')}
          </Button>
        </div>
      </div>
    </div>
  );
}

/** /settings/horarios: the week's ranges and the dated exceptions, saved together. */
export function OpeningHoursEditor({ businessId }: { businessId: number }) {
  const { t } = useTranslation();
  const hours = useOpeningHours(businessId);
  if (hours.isError && !hours.data) {
    return (
      <LoadFailedAlert title={t('openingHours.loadFailed')} onRetry={() => void hours.refetch()} />
    );
  }
  if (!hours.data) {
    return (
      <LoadingStatus label={t('openingHours.loading')} />
    );
  }
  // A new version (after a save elsewhere and a reload) starts a fresh form.
  return <Editor key={hours.data.version} businessId={businessId} saved={hours.data} />;
}
