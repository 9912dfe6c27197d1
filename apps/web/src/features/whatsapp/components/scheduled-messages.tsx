import { useState } from 'react';
import { z } from 'zod';
import { formatPhone } from '@comanda/domain/phone/phone';
import { phoneSchema } from '@comanda/domain/phone/phone-schema';
import { requiredString } from '@comanda/domain/validation/rules';
import { WHATSAPP_TEXT_MAX, type WhatsappMessage } from '@comanda/domain/whatsapp/whatsapp-resource';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PhoneField } from '../../../components/ui/phone-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { applyApiErrors, notifyApiError } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCancelScheduledMessage, useScheduledMessages, useScheduleMessage } from '../api/campaigns';
import { useWhatsappT } from '../i18n';
import { QueryList } from './query-list';

// The form takes the time as the browser's date-time field gives it (local, no zone) and sends it as
// an instant; the API refuses a time that is not ahead (send_at).
const FormSchema = z.strictObject({ phone: phoneSchema, text: requiredString(WHATSAPP_TEXT_MAX), send_at: requiredString() });
type FormValues = z.infer<typeof FormSchema>;
const EMPTY: FormValues = { phone: '', text: '', send_at: '' };

/** Schedule a text to a number for a day and time. */
export function ScheduleMessageCard({ businessId }: { businessId: number }) {
  const wt = useWhatsappT();
  const schedule = useScheduleMessage(businessId);
  const form = useZodForm(FormSchema, { defaultValues: EMPTY });
  const { register, handleSubmit, formState, reset } = form;
  const errors = formState.errors;
  const onSubmit = handleSubmit(async (values) => {
    try {
      const when = new Date(values.send_at);
      await schedule.mutateAsync({ phone: values.phone, text: values.text, send_at: Number.isNaN(when.getTime()) ? values.send_at : when.toISOString() });
      notify.success({ title: wt('scheduled.saved') });
      reset(EMPTY);
    } catch (error) {
      applyApiErrors(error, form);
    }
  });
  return (
    <Card title={wt('scheduled.newTitle')} description={wt('scheduled.newDescription')}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4" data-testid="schedule-form">
        <PhoneField label={wt('send.phone')} autoComplete="off" inputMode="tel" error={errors.phone?.message} {...register('phone')} />
        <TextAreaField label={wt('send.text')} rows={3} maxChars={WHATSAPP_TEXT_MAX} error={errors.text?.message} {...register('text')} />
        <TextField type="datetime-local" label={wt('scheduled.when')} error={errors.send_at?.message} data-testid="schedule-when" {...register('send_at')} />
        <Button type="submit" loading={formState.isSubmitting} data-testid="schedule-submit">
          {wt('scheduled.submit')}
        </Button>
      </form>
    </Card>
  );
}

/** The scheduled messages: waiting ones first, each with a way to cancel it. */
export function ScheduledMessagesList({ businessId }: { businessId: number }) {
  const wt = useWhatsappT();
  const list = useScheduledMessages(businessId);
  const cancel = useCancelScheduledMessage(businessId);
  const [canceling, setCanceling] = useState<WhatsappMessage | null>(null);
  const stop = async () => {
    if (!canceling) return;
    try {
      await cancel.mutateAsync(canceling.id);
      notify.success({ title: wt('scheduled.canceled') });
    } catch (error) {
      notifyApiError(error);
    } finally {
      setCanceling(null);
    }
  };
  return (
    <Card title={wt('scheduled.listTitle')}>
      <QueryList query={list} texts={{ failed: wt('scheduled.loadFailed'), loading: wt('scheduled.loading'), empty: wt('scheduled.empty') }} testId="scheduled-messages">
        {(message) => (
          <li key={message.id} className="flex flex-col gap-2 py-3 text-sm sm:flex-row sm:items-start sm:gap-4" data-testid={`scheduled-${message.id}`}>
            <div className="min-w-0 flex-1">
              <p className="font-medium text-gray-900">{message.customer_name ?? formatPhone(message.to) ?? message.to}</p>
              <p className="line-clamp-2 break-words whitespace-pre-line text-gray-600">{message.text}</p>
            </div>
            <div className="flex shrink-0 items-center gap-3 sm:flex-col sm:items-end sm:gap-1">
              <time className="text-xs text-gray-700" dateTime={message.send_at ?? undefined}>
                {formatDateTime(message.send_at)}
              </time>
              <span className="text-xs text-gray-500" data-testid="scheduled-status">
                {wt(`messages.statuses.${message.status}`)}
              </span>
              {message.status === 'queued' ? (
                <Button variant="secondary" size="sm" onClick={() => setCanceling(message)} data-testid="scheduled-cancel">
                  {wt('scheduled.cancel')}
                </Button>
              ) : null}
            </div>
          </li>
        )}
      </QueryList>
      <ConfirmDialog
        open={canceling !== null}
        onClose={() => setCanceling(null)}
        onConfirm={() => void stop()}
        title={wt('scheduled.cancelTitle')}
        description={wt('scheduled.cancelText')}
        confirmLabel={wt('scheduled.cancel')}
        pending={cancel.isPending}
      />
    </Card>
  );
}
