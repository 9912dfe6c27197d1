import { useRef, useState } from 'react';
import { Paperclip, X } from 'lucide-react';
import { SendWhatsappMessageBodySchema, WHATSAPP_TEXT_MAX, type WhatsappMedia } from '@comanda/domain/whatsapp/whatsapp-resource';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PhoneField } from '../../../components/ui/phone-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { applyApiErrors, notifyApiError } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { uploadWhatsappMedia, useSendWhatsappMessage, useWhatsappContacts, useWhatsappGroups } from '../api/whatsapp';
import { formatPhone } from '@comanda/domain/phone/phone';
import { useWhatsappT } from '../i18n';

type Mode = 'phone' | 'group';

/**
 * A message now, to a customer's number or to one of the number's groups, with a text, an image or
 * PDF, or both: stored, queued, and sent by the connected number (or kept until there is one).
 */
export function SendMessageCard({ businessId, connected }: { businessId: number; connected: boolean }) {
  const wt = useWhatsappT();
  const send = useSendWhatsappMessage(businessId);
  const groups = useWhatsappGroups(businessId, connected);
  const contacts = useWhatsappContacts(businessId, connected);
  const [mode, setMode] = useState<Mode>('phone');
  const [media, setMedia] = useState<WhatsappMedia | null>(null);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useZodForm(SendWhatsappMessageBodySchema, { defaultValues: { phone: '', text: '' } });
  const { register, handleSubmit, formState, reset, setValue } = form;
  const errors = formState.errors;
  const pending = formState.isSubmitting;

  const choose = (next: Mode) => {
    setMode(next);
    // One recipient only: the other field is cleared.
    setValue('phone', next === 'phone' ? '' : undefined);
    setValue('group_id', next === 'group' ? (groups.data?.[0]?.id ?? '') : undefined);
  };
  const attach = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      setMedia(await uploadWhatsappMedia(file));
    } catch (error) {
      notifyApiError(error);
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };
  const onSubmit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync({ ...values, ...(media ? { media } : {}) });
      notify.success({ title: connected ? wt('send.queued') : wt('send.waiting') });
      reset({ ...(mode === 'phone' ? { phone: '' } : { group_id: values.group_id }), text: '' });
      setMedia(null);
    } catch (error) {
      applyApiErrors(error, form);
    }
  });
  return (
    <Card title={wt('send.title')} description={wt('send.description')}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4" data-testid="whatsapp-send-form">
        {connected && groups.data?.length ? (
          <fieldset className="flex gap-4 text-sm">
            <legend className="sr-only">{wt('send.to')}</legend>
            {(['phone', 'group'] as const).map((each) => (
              <label key={each} className="flex items-center gap-2">
                <input type="radio" name="whatsapp-to" checked={mode === each} onChange={() => choose(each)} className="text-brand-600" />
                {wt(`send.modes.${each}`)}
              </label>
            ))}
          </fieldset>
        ) : null}
        {mode === 'phone' && contacts.data?.length ? (
          <SelectField
            label={wt('send.contact')}
            placeholder={wt('send.contactPlaceholder')}
            value=""
            options={contacts.data.map((c) => ({ value: c.phone, label: c.name ? `${c.name} · ${formatPhone(c.phone)}` : formatPhone(c.phone) }))}
            onChange={(e) => setValue('phone', formatPhone(e.target.value), { shouldDirty: true, shouldValidate: formState.isSubmitted })}
            data-testid="whatsapp-contact"
          />
        ) : null}
        {mode === 'phone' ? (
          <PhoneField label={wt('send.phone')} autoComplete="off" inputMode="tel" disabled={pending} error={errors.phone?.message} {...register('phone')} />
        ) : (
          <SelectField
            label={wt('send.group')}
            options={(groups.data ?? []).map((g) => ({ value: g.id, label: g.size ? wt('send.groupSize', { name: g.subject, count: g.size }) : g.subject }))}
            error={errors.group_id?.message}
            disabled={pending}
            {...register('group_id')}
          />
        )}
        <TextAreaField label={wt('send.text')} rows={4} maxChars={WHATSAPP_TEXT_MAX} disabled={pending} error={errors.text?.message} {...register('text')} />
        <div className="flex flex-wrap items-center gap-3">
          <input ref={fileInput} type="file" accept="image/jpeg,image/png,image/webp,application/pdf" className="sr-only" id="whatsapp-attachment" onChange={(e) => void attach(e.target.files?.[0])} data-testid="whatsapp-attachment" />
          {media ? (
            <span className="inline-flex items-center gap-2 rounded-md bg-gray-100 px-2 py-1 text-sm text-gray-700" data-testid="whatsapp-attached">
              <Paperclip className="size-4" aria-hidden />
              {media.file_name ?? wt('send.image')}
              <button type="button" onClick={() => setMedia(null)} aria-label={wt('send.removeAttachment')} className="rounded p-0.5 hover:bg-gray-200">
                <X className="size-4" aria-hidden />
              </button>
            </span>
          ) : (
            <Button variant="secondary" size="sm" loading={uploading} onClick={() => fileInput.current?.click()}>
              <Paperclip className="size-4" aria-hidden />
              {wt('send.attach')}
            </Button>
          )}
        </div>
        <Button type="submit" loading={pending} disabled={uploading} data-testid="whatsapp-send">
          {wt('send.submit')}
        </Button>
      </form>
    </Card>
  );
}
