import { useEffect, useState } from 'react';
import { CAMPAIGN_AUDIENCES, CreateCampaignBodySchema, type CreateCampaignBody } from '@comanda/domain/whatsapp/campaign-resource';
import { WHATSAPP_TEXT_MAX } from '@comanda/domain/whatsapp/whatsapp-resource';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { applyApiErrors } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useTranslation } from 'react-i18next';
import { useCampaignPreview, useCreateCampaign, useWhatsappTemplates } from '../api/campaigns';
import { useWhatsappT } from '../i18n';

const EMPTY: CreateCampaignBody = { name: '', segment: 'all', text: '', coupon_code: '', email: false };

/** The form as typed, once it stops changing for a moment: what the preview asks about. */
function useSettled<T>(value: T, ms = 400): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
    // The key stands for the value: a new object with the same fields is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ms]);
  return settled;
}

/** A new campaign: who (a segment of those who agreed to promotions), what (with {nome}, {pontos}, {cupom}), a live preview, then a confirmation. */
export function CampaignForm({ businessId, connected, cloud = false }: { businessId: number; connected: boolean; cloud?: boolean }) {
  const wt = useWhatsappT();
  const { t } = useTranslation();
  const create = useCreateCampaign(businessId);
  const form = useZodForm(CreateCampaignBodySchema, { defaultValues: EMPTY });
  const { register, handleSubmit, formState, reset, watch, setValue } = form;
  const templates = (useWhatsappTemplates(businessId).data ?? []).filter((template) => template.active);
  const errors = formState.errors;
  const [confirming, setConfirming] = useState<CreateCampaignBody | null>(null);
  const typed = watch();
  const settled = useSettled({ name: typed.name || '-', segment: typed.segment, text: typed.text, coupon_code: typed.coupon_code ?? '', email: Boolean(typed.email) });
  const preview = useCampaignPreview(businessId, settled.text.trim() ? settled : null);
  const recipients = preview.data?.recipients ?? 0;

  const onSubmit = handleSubmit((values) => setConfirming(values));
  const send = async () => {
    if (!confirming) return;
    try {
      await create.mutateAsync(confirming);
      notify.success({ title: wt('campaigns.started') });
      reset(EMPTY);
    } catch (error) {
      applyApiErrors(error, form);
    } finally {
      setConfirming(null);
    }
  };

  return (
    <Card title={wt('campaigns.newTitle')} description={wt('campaigns.newDescription')}>
      {!connected ? <Alert tone="warning" className="mb-4" title={wt('campaigns.notConnected')} /> : null}
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-6 lg:grid-cols-2" data-testid="campaign-form">
        <div className="space-y-4">
          <TextField label={wt('campaigns.name')} placeholder={wt('campaigns.namePlaceholder')} maxChars={120} error={errors.name?.message} {...register('name')} />
          <SelectField
            label={wt('campaigns.segment')}
            hint={wt('campaigns.segmentHint')}
            options={CAMPAIGN_AUDIENCES.map((value) => ({ value, label: wt(`campaigns.segments.${value}`) }))}
            error={errors.segment?.message}
            data-testid="campaign-segment"
            {...register('segment')}
          />
          {templates.length ? (
            <SelectField
              label={wt('campaigns.template')}
              placeholder={wt('campaigns.templatePlaceholder')}
              // Through the official API the campaign goes as the template itself; by QR the template only fills the text in.
              hint={cloud ? wt('campaigns.cloudTemplateHint') : undefined}
              value={cloud ? String(typed.template_id ?? '') : ''}
              options={templates.map((template) => ({ value: String(template.id), label: template.name }))}
              error={errors.template_id?.message}
              onChange={(e) => {
                const chosen = templates.find((template) => String(template.id) === e.target.value);
                if (!chosen) return;
                setValue('text', chosen.text, { shouldDirty: true, shouldValidate: formState.isSubmitted });
                if (cloud) setValue('template_id', chosen.id, { shouldDirty: true });
              }}
              data-testid="campaign-template"
            />
          ) : cloud ? (
            <Alert tone="warning" title={wt('campaigns.cloudNeedsTemplate')} />
          ) : null}
          <TextAreaField label={wt('campaigns.text')} hint={wt('campaigns.variables')} rows={5} maxChars={WHATSAPP_TEXT_MAX} readOnly={cloud} error={errors.text?.message ?? (cloud ? errors.template_id?.message : undefined)} {...register('text')} />
          <TextField label={wt('campaigns.coupon')} hint={wt('campaigns.couponHint')} optional={t('common.optional')} maxChars={60} error={errors.coupon_code?.message} {...register('coupon_code')} />
          <Checkbox label={wt('campaigns.email')} {...register('email')} data-testid="campaign-email" />
        </div>
        <div className="space-y-4" aria-live="polite" data-testid="campaign-preview">
          <p className="text-sm font-medium text-gray-700">{wt('campaigns.preview')}</p>
          {!settled.text.trim() ? (
            <p className="text-sm text-gray-500">{wt('campaigns.previewEmpty')}</p>
          ) : !preview.data ? (
            <p className="text-sm text-gray-500">{wt('campaigns.previewLoading')}</p>
          ) : (
            <>
              <p className="text-sm text-gray-700" data-testid="campaign-recipients">
                {wt('campaigns.recipients', { count: recipients })}
                {settled.email && preview.data.email_recipients ? ` ${wt('campaigns.emailRecipients', { count: preview.data.email_recipients })}` : ''}
              </p>
              {preview.data.sample ? (
                <div className="max-w-sm rounded-lg rounded-tl-none bg-green-50 px-3 py-2 text-sm break-words whitespace-pre-line text-gray-900 shadow-sm" data-testid="campaign-sample">
                  {preview.data.sample.text}
                </div>
              ) : null}
              {preview.data.estimated_finish_at ? (
                <p className="text-sm text-gray-600" data-testid="campaign-estimate">
                  {wt('campaigns.estimate', { when: formatDateTime(preview.data.estimated_finish_at) })}
                </p>
              ) : null}
              <p className="text-xs text-gray-500">{wt('campaigns.pacingNote')}</p>
            </>
          )}
          <Button type="submit" disabled={!connected || recipients === 0} loading={create.isPending} data-testid="campaign-submit">
            {recipients ? wt('campaigns.submitCount', { count: recipients }) : wt('campaigns.submit')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        onConfirm={() => void send()}
        title={wt('campaigns.confirmTitle', { count: recipients })}
        description={wt('campaigns.confirmText')}
        confirmLabel={wt('campaigns.confirm')}
        pending={create.isPending}
      />
    </Card>
  );
}
