import { SendWhatsappMessageBodySchema } from '@comanda/domain/whatsapp/whatsapp-resource';
import { WHATSAPP_TEXT_MAX } from '@comanda/domain/whatsapp/whatsapp-resource';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PhoneField } from '../../../components/ui/phone-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { applyApiErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSendWhatsappMessage } from '../api/whatsapp';
import { useWhatsappT } from '../i18n';

/** A message to one customer's number, now: stored, queued, and sent by the connected number (or kept until there is one). */
export function SendMessageCard({ businessId, connected }: { businessId: number; connected: boolean }) {
  const wt = useWhatsappT();
  const send = useSendWhatsappMessage(businessId);
  const form = useZodForm(SendWhatsappMessageBodySchema, { defaultValues: { phone: '', text: '' } });
  const { register, handleSubmit, formState, reset } = form;
  const errors = formState.errors;
  const pending = formState.isSubmitting;
  const onSubmit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      notify.success({ title: connected ? wt('send.queued') : wt('send.waiting') });
      reset({ phone: '', text: '' });
    } catch (error) {
      applyApiErrors(error, form);
    }
  });
  return (
    <Card title={wt('send.title')} description={wt('send.description')}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4" data-testid="whatsapp-send-form">
        <PhoneField label={wt('send.phone')} autoComplete="off" inputMode="tel" disabled={pending} error={errors.phone?.message} {...register('phone')} />
        <TextAreaField label={wt('send.text')} rows={4} maxChars={WHATSAPP_TEXT_MAX} disabled={pending} error={errors.text?.message} {...register('text')} />
        <Button type="submit" loading={pending} data-testid="whatsapp-send">
          {wt('send.submit')}
        </Button>
      </form>
    </Card>
  );
}
