import { useState } from 'react';
import type { Business } from '@comanda/domain/business/business-schemas';
import { MercadoPagoConnectBodySchema, type MercadoPagoConnection } from '@comanda/domain/payments/payment-connections';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CopyField } from '../../../components/ui/copy-field';
import { LoadFailedAlert, LoadingStatus } from '../../../components/ui/query-state';
import { TextField } from '../../../components/ui/text-field';
import { applyApiErrors } from '../../../lib/form-errors';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useChangeMercadoPago, useMercadoPagoConnection } from '../api/mercado-pago-connection';
import { usePaymentsT } from '../i18n';
import { ConnectedAccount } from './connected-account';

/**
 * Settings → Pagamento online: the restaurant's Mercado Pago account. Connecting tries the token with
 * Mercado Pago first (the server says which field is wrong); once connected, only what identifies the
 * account is shown, never the credentials.
 */
export function MercadoPagoCard({ business }: { business: Business }) {
  const pt = usePaymentsT();
  const connection = useMercadoPagoConnection(business.id);
  const [editing, setEditing] = useState(false);
  if (connection.isError && !connection.data) return <LoadFailedAlert title={pt('mp.loadFailed')} onRetry={() => void connection.refetch()} />;
  if (!connection.data) return <LoadingStatus label={pt('mp.loading')} />;
  const data = connection.data;
  return (
    <Card title={pt('mp.title')} description={pt('mp.description')}>
      {!data.can_connect ? (
        <Alert tone="warning">{pt('mp.cannotConnect')}</Alert>
      ) : data.connected && !editing ? (
        <Connected businessId={business.id} data={data} onReplace={() => setEditing(true)} />
      ) : (
        <ConnectForm businessId={business.id} data={data} onDone={() => setEditing(false)} onCancel={data.connected ? () => setEditing(false) : null} />
      )}
    </Card>
  );
}

function NotificationUrl({ url }: { url: string }) {
  const pt = usePaymentsT();
  return <CopyField label={pt('mp.notificationUrl')} hint={pt('mp.notificationUrlHint')} value={url} testId="mp-notification-url" copyLabel={pt('mp.copyUrl')} />;
}

function Connected({ businessId, data, onReplace }: { businessId: number; data: MercadoPagoConnection; onReplace: () => void }) {
  const pt = usePaymentsT();
  const change = useChangeMercadoPago(businessId);
  return (
    <ConnectedAccount
      testPrefix="mp"
      status={{ tone: data.live ? 'success' : 'info', text: data.live ? pt('mp.connectedLive') : pt('mp.connectedTest') }}
      rows={[
        [pt('mp.account'), data.account ?? '—'],
        [pt('mp.mode'), data.live ? pt('mp.live') : pt('mp.test')],
        [pt('mp.publicKey'), data.public_key ?? '—'],
        [pt('mp.accessToken'), `•••• ${data.access_token_end ?? ''}`],
        [pt('mp.connectedAt'), data.connected_at ? formatDate(data.connected_at) : '—'],
      ]}
      texts={{ replace: pt('mp.replace'), disconnect: pt('mp.disconnect'), disconnectTitle: pt('mp.disconnectTitle'), disconnectText: pt('mp.disconnectText'), disconnected: pt('mp.disconnected') }}
      onReplace={onReplace}
      onDisconnect={() => change.mutateAsync(null)}
      pending={change.isPending}
    >
      <NotificationUrl url={data.notification_url} />
    </ConnectedAccount>
  );
}

function ConnectForm({ businessId, data, onDone, onCancel }: { businessId: number; data: MercadoPagoConnection; onDone: () => void; onCancel: (() => void) | null }) {
  const pt = usePaymentsT();
  const change = useChangeMercadoPago(businessId);
  const form = useZodForm(MercadoPagoConnectBodySchema, { defaultValues: { access_token: '', public_key: '', webhook_secret: '' } });
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors;
  const pending = formState.isSubmitting;
  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await change.mutateAsync(values);
      notify.success({ title: saved.live ? pt('mp.connectedLive') : pt('mp.connectedTest') });
      onDone();
    } catch (error) {
      applyApiErrors(error, form);
    }
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4" data-testid="mp-connect-form">
      <p className="text-sm text-gray-600">{pt('mp.howTo')}</p>
      <TextField label={pt('mp.accessToken')} type="password" autoComplete="off" spellCheck={false} disabled={pending} error={errors.access_token?.message} {...register('access_token')} />
      <TextField label={pt('mp.publicKey')} autoComplete="off" spellCheck={false} disabled={pending} error={errors.public_key?.message} {...register('public_key')} />
      <NotificationUrl url={data.notification_url} />
      <TextField label={pt('mp.webhookSecret')} type="password" autoComplete="off" spellCheck={false} disabled={pending} error={errors.webhook_secret?.message} {...register('webhook_secret')} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={pending} data-testid="mp-connect">
          {pt('mp.connect')}
        </Button>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel} disabled={pending}>
            {pt('mp.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
