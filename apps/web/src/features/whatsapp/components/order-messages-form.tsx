import { Link } from 'react-router';
import { fillOrderMessage, type OrderMessageKind } from '@comanda/domain/whatsapp/order-messages';
import { OrderMessagesBodySchema, type OrderMessagesBody } from '@comanda/domain/whatsapp/whatsapp-resource';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadFailedAlert, LoadingStatus } from '../../../components/ui/query-state';
import { SwitchField } from '../../../components/ui/switch-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { applyApiErrors } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useOrderMessages, useSaveOrderMessages, useWhatsappConnection } from '../api/whatsapp';
import { useWhatsappT } from '../i18n';

/**
 * /settings/whatsapp (issue 35): the messages a customer gets as the order moves — each on or off,
 * in the restaurant's words, with a preview of how it reads. They leave through the connected number.
 */
export function OrderMessagesSettings({ businessId, businessName }: { businessId: number; businessName: string }) {
  const wt = useWhatsappT();
  const settings = useOrderMessages(businessId);
  const connection = useWhatsappConnection(businessId);
  if (settings.isError && !settings.data) return <LoadFailedAlert title={wt('orderMessages.loadFailed')} onRetry={() => void settings.refetch()} />;
  if (!settings.data) return <LoadingStatus label={wt('orderMessages.loading')} />;
  const connected = connection.data?.state === 'open';
  return (
    <div className="space-y-4">
      {connection.data && !connected ? (
        <Alert tone="info" testId="order-messages-not-connected">
          {wt('orderMessages.notConnected')}{' '}
          <Link to={paths.whatsapp.to()} className="font-medium underline">
            {wt('orderMessages.connectLink')}
          </Link>
        </Alert>
      ) : null}
      <Form businessId={businessId} businessName={businessName} initial={{ messages: settings.data }} />
    </div>
  );
}

function Form({ businessId, businessName, initial }: { businessId: number; businessName: string; initial: OrderMessagesBody }) {
  const wt = useWhatsappT();
  const save = useSaveOrderMessages(businessId);
  const form = useZodForm(OrderMessagesBodySchema, { defaultValues: initial });
  const { register, handleSubmit, formState, watch, reset } = form;
  const pending = formState.isSubmitting;
  const values = watch('messages');
  const onSubmit = handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync(body);
      reset({ messages: saved });
      notify.success({ title: wt('orderMessages.saved') });
    } catch (error) {
      applyApiErrors(error, form);
    }
  });
  const sample = { nome: 'Rita', numero: 42, loja: businessName, motivo: wt('orderMessages.sampleReason') };
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4" data-testid="order-messages-form">
      <p className="text-sm text-gray-600">{wt('orderMessages.variables')}</p>
      {initial.messages.map((message, index) => {
        const kind: OrderMessageKind = message.kind;
        const current = values[index];
        return (
          <Card key={kind} title={wt(`orderMessages.kinds.${kind}`)}>
            <div className="space-y-3" data-testid={`order-message-${kind}`}>
              <input type="hidden" {...register(`messages.${index}.kind`)} />
              <SwitchField label={wt('orderMessages.send')} disabled={pending} {...register(`messages.${index}.enabled`)} />
              <TextAreaField label={wt('orderMessages.text')} rows={3} maxChars={1000} disabled={pending} error={formState.errors.messages?.[index]?.text?.message} {...register(`messages.${index}.text`)} />
              {current?.text ? (
                <p className="rounded-md bg-green-50 px-3 py-2 text-sm whitespace-pre-line text-green-900" data-testid="order-message-preview">
                  <span className="font-medium">{wt('orderMessages.preview')}</span> {fillOrderMessage(current.text, sample)}
                </p>
              ) : null}
            </div>
          </Card>
        );
      })}
      <Button type="submit" loading={pending} data-testid="order-messages-save">
        {wt('orderMessages.save')}
      </Button>
    </form>
  );
}
