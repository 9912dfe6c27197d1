import { useEffect, useState } from 'react';
import { PacingSettingsSchema, type PacingSettingsBody, type RateLimitStatus } from '@comanda/domain/whatsapp/campaign-resource';
import { WARMUP_CAPS } from '@comanda/domain/whatsapp/pacing';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadFailedAlert, LoadingStatus } from '../../../components/ui/query-state';
import { TextField } from '../../../components/ui/text-field';
import { applyApiErrors } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useRateLimitStatus, useSavePacing } from '../api/campaigns';
import { useWhatsappT } from '../i18n';

/** Where the number stands today (rate-limit-status) and the pacing that protects it, which the owner may tune. */
export function PacingCard({ businessId }: { businessId: number }) {
  const wt = useWhatsappT();
  const status = useRateLimitStatus(businessId);
  const [editing, setEditing] = useState(false);
  const data = status.data;
  return (
    <Card title={wt('pacing.title')} description={wt('pacing.description')}>
      {status.isError && !data ? (
        <LoadFailedAlert title={wt('pacing.loadFailed')} onRetry={() => void status.refetch()} />
      ) : !data ? (
        <LoadingStatus label={wt('pacing.loading')} />
      ) : (
        <div className="space-y-4">
          <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4" data-testid="pacing-status">
            <Figure label={wt('pacing.today')} value={wt('pacing.todayValue', { sent: data.sent_today, cap: data.cap_today })} />
            <Figure label={wt('pacing.warmup')} value={data.warmup_day === null ? '—' : data.warmup_day <= WARMUP_CAPS.length ? wt('pacing.warmupDay', { day: data.warmup_day }) : wt('pacing.warmedUp')} />
            <Figure label={wt('pacing.waiting')} value={String(data.waiting)} />
            <Figure label={wt('pacing.next')} value={data.in_quiet_hours ? wt('pacing.quietNow') : data.next_send_at ? formatDateTime(data.next_send_at) : '—'} />
          </dl>
          <p className="text-sm text-gray-600">
            {wt(data.settings.quiet_start === data.settings.quiet_end ? 'pacing.summaryNoQuiet' : 'pacing.summary', {
              min: data.settings.min_gap_seconds,
              max: data.settings.max_gap_seconds,
              batch: data.settings.batch_size,
              pause: data.settings.batch_pause_minutes,
              cap: data.settings.daily_cap,
              start: data.settings.quiet_start,
              end: data.settings.quiet_end,
            })}
          </p>
          {editing ? (
            <PacingForm businessId={businessId} status={data} onDone={() => setEditing(false)} />
          ) : (
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)} data-testid="pacing-edit">
              {wt('pacing.edit')}
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-md bg-gray-50 px-3 py-2">
      <dt className="text-xs text-gray-500">{label}</dt>
      <dd className="font-semibold text-gray-900">{value}</dd>
    </div>
  );
}

function PacingForm({ businessId, status, onDone }: { businessId: number; status: RateLimitStatus; onDone: () => void }) {
  const wt = useWhatsappT();
  const save = useSavePacing(businessId);
  const form = useZodForm(PacingSettingsSchema, { defaultValues: status.settings as PacingSettingsBody });
  const { register, handleSubmit, formState, reset } = form;
  const errors = formState.errors;
  useEffect(() => reset(status.settings as PacingSettingsBody), [reset, status.settings]);
  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      notify.success({ title: wt('pacing.saved') });
      onDone();
    } catch (error) {
      applyApiErrors(error, form);
    }
  });
  const numeric = (name: 'min_gap_seconds' | 'max_gap_seconds' | 'batch_size' | 'batch_pause_minutes' | 'daily_cap') => (
    <TextField type="number" inputMode="numeric" label={wt(`pacing.fields.${name}`)} error={errors[name]?.message} {...register(name, { valueAsNumber: true })} />
  );
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4" data-testid="pacing-form">
      <div className="grid gap-4 sm:grid-cols-2">
        {numeric('min_gap_seconds')}
        {numeric('max_gap_seconds')}
        {numeric('batch_size')}
        {numeric('batch_pause_minutes')}
        {numeric('daily_cap')}
        <div className="grid grid-cols-2 gap-4">
          <TextField type="time" label={wt('pacing.fields.quiet_start')} error={errors.quiet_start?.message} {...register('quiet_start')} />
          <TextField type="time" label={wt('pacing.fields.quiet_end')} error={errors.quiet_end?.message} {...register('quiet_end')} />
        </div>
      </div>
      <p className="text-xs text-gray-500">{wt('pacing.warning')}</p>
      <div className="flex gap-2">
        <Button type="submit" loading={formState.isSubmitting} data-testid="pacing-save">
          {wt('pacing.save')}
        </Button>
        <Button variant="ghost" onClick={onDone} disabled={formState.isSubmitting}>
          {wt('pacing.cancel')}
        </Button>
      </div>
    </form>
  );
}
