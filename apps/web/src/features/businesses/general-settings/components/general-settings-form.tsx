import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaleAlert } from '../../../../components/ui/stale-alert';
import { Controller } from 'react-hook-form';
import { GeneralSettingsSchema, MAX_CLOSED_MESSAGE, type GeneralSettings, type GeneralSettingsResource } from '@comanda/domain/business/general-settings';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { MoneyField } from '../../../../components/ui/money-field';
import { PercentField } from '../../../../components/ui/percent-field';
import { LoadFailedAlert, LoadingStatus } from '../../../../components/ui/query-state';
import { SelectField } from '../../../../components/ui/select-field';
import { SwitchField } from '../../../../components/ui/switch-field';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { TextField } from '../../../../components/ui/text-field';
import { UnsavedChangesGuard } from '../../../../components/unsaved-changes-guard';
import { applyApiErrors } from '../../../../lib/form-errors';
import { formatMoney } from '../../../../lib/format';
import { notify } from '../../../../lib/toast';
import { useZodForm } from '../../../../lib/use-zod-form';
import { useGeneralSettings, useReloadGeneralSettings, useSaveGeneralSettings } from '../api/general-settings';
import { useGeneralSettingsT } from '../i18n';
import { ServiceChargeExample } from './service-charge-example';

type Props = { businessId: number; currency: string };

const settingsOf = ({ version: _version, ...settings }: GeneralSettingsResource): GeneralSettings => settings;

function Form({ businessId, currency, saved }: Props & { saved: GeneralSettingsResource }) {
  const gt = useGeneralSettingsT();
  const { t } = useTranslation();
  const save = useSaveGeneralSettings(businessId);
  const reload = useReloadGeneralSettings(businessId);
  const [stale, setStale] = useState<string | null>(null);
  const form = useZodForm(GeneralSettingsSchema, { defaultValues: settingsOf(saved) });
  const { register, control, handleSubmit, formState, reset, watch } = form;
  const saving = formState.isSubmitting;
  const changed = formState.isDirty;

  const onSubmit = handleSubmit(
    async (values) => {
      try {
        // The answer's new version replaces the cached settings and starts a fresh form (below).
        await save.mutateAsync({ ...values, version: saved.version });
        notify.success({ title: gt('saved') });
      } catch (error) {
        applyApiErrors(error, form, { onStale: setStale });
      }
    },
    () => notify.error({ title: gt('invalid') }),
  );

  return (
    // A field focused for its error scrolls clear of the sticky save bar below (and the top bar above).
    <form onSubmit={onSubmit} noValidate className="space-y-6 [&_input]:scroll-mt-24 [&_input]:scroll-mb-48" data-testid="general-settings-form">
      <UnsavedChangesGuard when={changed && !saving} />
      <StaleAlert message={stale} reloadLabel={gt('reload')} onReload={() => void reload()} />

      <Card title={gt('orders.title')} description={gt('orders.text')}>
        <div className="space-y-5">
          <SwitchField label={gt('orders.autoAccept')} hint={gt('orders.autoAcceptHint')} disabled={saving} {...register('auto_accept_orders')} />
          <SwitchField label={gt('orders.soundAlert')} hint={gt('orders.soundAlertHint')} disabled={saving} {...register('sound_alert')} />
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              label={gt('orders.numbering')}
              hint={gt('orders.numberingHint')}
              options={[
                { value: 'daily', label: gt('orders.resetDaily') },
                { value: 'never', label: gt('orders.resetNever') },
              ]}
              disabled={saving}
              error={formState.errors.order_number_reset?.message}
              {...register('order_number_reset')}
            />
            <TextField
              label={gt('orders.preparation')}
              hint={gt('orders.preparationHint')}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              disabled={saving}
              error={formState.errors.preparation_minutes?.message}
              {...register('preparation_minutes', { valueAsNumber: true })}
            />
          </div>
        </div>
      </Card>

      <Card title={gt('table.title')} description={gt('table.text')}>
        <div className="grid gap-3 sm:grid-cols-2">
          <Controller
            control={control}
            name="waiter_service_charge"
            render={({ field, fieldState }) => (
              <PercentField
                label={gt('table.serviceCharge')}
                hint={gt('table.serviceChargeHint')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
                disabled={saving}
                error={fieldState.error?.message}
              />
            )}
          />
        </div>
        <div className="mt-3">
          <ServiceChargeExample percent={watch('waiter_service_charge')} currency={currency} />
        </div>
        <div className="mt-5 space-y-4">
          <SwitchField label={gt('table.onAtTables')} hint={gt('table.onAtTablesHint')} disabled={saving} {...register('service_charge_default.mesa')} />
          <SwitchField label={gt('table.onAtCounter')} hint={gt('table.onAtCounterHint')} disabled={saving} {...register('service_charge_default.balcao')} />
        </div>
      </Card>

      <Card title={gt('minimum.title')} description={gt('minimum.text', { zero: formatMoney(0, currency) })}>
        <div className="grid gap-5 sm:grid-cols-2">
          <Controller
            control={control}
            name="min_order_value"
            render={({ field, fieldState }) => (
              <MoneyField
                label={gt('minimum.label')}
                hint={field.value === 0 ? gt('minimum.none') : undefined}
                currency={currency}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
                disabled={saving}
                error={fieldState.error?.message}
              />
            )}
          />
        </div>
      </Card>

      <Card title={gt('closed.title')} description={gt('closed.text')}>
        <TextAreaField
          label={gt('closed.label')}
          hint={gt('closed.hint')}
          optional={t('common.optional')}
          maxChars={MAX_CLOSED_MESSAGE}
          disabled={saving}
          error={formState.errors.closed_message?.message}
          {...register('closed_message', { setValueAs: (value: string | null) => (value ?? '').trim() || null })}
        />
        <SwitchField label={gt('closed.scheduled')} hint={gt('closed.scheduledHint')} disabled={saving} {...register('scheduled_orders')} />
      </Card>

      <div className="sticky bottom-0 flex flex-col gap-3 border-t border-gray-200 bg-white/95 py-4 sm:flex-row sm:items-center sm:justify-end">
        {changed && !saving ? (
          <p className="text-sm text-gray-600 sm:mr-auto" role="status">
            {gt('unsaved')}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          {changed ? (
            <Button variant="secondary" disabled={saving} onClick={() => reset()}>
              {gt('discard')}
            </Button>
          ) : null}
          <Button type="submit" loading={saving} disabled={!changed}>
            {gt('save')}
          </Button>
        </div>
      </div>
    </form>
  );
}

/** /settings/general-settings: how orders are taken, the table service charge and the minimum order. */
export function GeneralSettingsForm({ businessId, currency }: Props) {
  const gt = useGeneralSettingsT();
  const settings = useGeneralSettings(businessId);
  if (settings.isError && !settings.data) return <LoadFailedAlert title={gt('loadFailed')} onRetry={() => void settings.refetch()} />;
  if (!settings.data) return <LoadingStatus label={gt('loading')} />;
  // A new version (after a save, or a reload after a 409) starts a fresh form.
  return <Form key={settings.data.version} businessId={businessId} currency={currency} saved={settings.data} />;
}
