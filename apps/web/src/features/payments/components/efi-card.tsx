import { useState, type ChangeEvent } from 'react';
import type { Business } from '@comanda/domain/business/business-schemas';
import { EfiConnectBodySchema, type EfiConnection } from '@comanda/domain/payments/payment-connections';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FieldFrame } from '../../../components/ui/field';
import { LoadFailedAlert, LoadingStatus } from '../../../components/ui/query-state';
import { SwitchField } from '../../../components/ui/switch-field';
import { TextField } from '../../../components/ui/text-field';
import { applyApiErrors } from '../../../lib/form-errors';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useChangeEfi, useEfiConnection, useUnmatchedPix } from '../api/efi-connection';
import { usePaymentsT } from '../i18n';
import { ConnectedAccount } from './connected-account';

/**
 * Settings → Pagamentos → Efí: the restaurant's Efí (Gerencianet) account, which its Pix orders are
 * charged through — a QR per order that confirms itself. Connecting registers Comanda's webhook on the
 * account's Pix key (Efí answers at once whether the credentials, certificate and key go together).
 */
export function EfiCard({ business }: { business: Business }) {
  const pt = usePaymentsT();
  const connection = useEfiConnection(business.id);
  const [editing, setEditing] = useState(false);
  if (connection.isError && !connection.data) return <LoadFailedAlert title={pt('efi.loadFailed')} onRetry={() => void connection.refetch()} />;
  if (!connection.data) return <LoadingStatus label={pt('efi.loading')} />;
  const data = connection.data;
  return (
    <Card title={pt('efi.title')} description={pt('efi.description')}>
      {!data.can_connect ? (
        <Alert tone="warning">{pt('efi.cannotConnect')}</Alert>
      ) : data.connected && !editing ? (
        <Connected businessId={business.id} data={data} onReplace={() => setEditing(true)} />
      ) : (
        <ConnectForm businessId={business.id} onDone={() => setEditing(false)} onCancel={data.connected ? () => setEditing(false) : null} />
      )}
    </Card>
  );
}

function Connected({ businessId, data, onReplace }: { businessId: number; data: EfiConnection; onReplace: () => void }) {
  const pt = usePaymentsT();
  const change = useChangeEfi(businessId);
  return (
    <ConnectedAccount
      testPrefix="efi"
      status={{ tone: data.sandbox ? 'info' : 'success', text: data.sandbox ? pt('efi.connectedSandbox') : pt('efi.connectedLive') }}
      rows={[
        [pt('efi.pixKey'), data.pix_key ?? '—'],
        [pt('efi.mode'), data.sandbox ? pt('efi.sandbox') : pt('efi.production')],
        [pt('efi.clientId'), `•••• ${data.client_id_end ?? ''}`],
        [pt('efi.connectedAt'), data.connected_at ? formatDate(data.connected_at) : '—'],
      ]}
      texts={{ replace: pt('efi.replace'), disconnect: pt('efi.disconnect'), disconnectTitle: pt('efi.disconnectTitle'), disconnectText: pt('efi.disconnectText'), disconnected: pt('efi.disconnected') }}
      onReplace={onReplace}
      onDisconnect={() => change.mutateAsync(null)}
      pending={change.isPending}
    >
      <UnmatchedPixList businessId={businessId} />
    </ConnectedAccount>
  );
}

/** The Pix the daily sweep found with no order: the owner finds the customer or gives the money back. */
function UnmatchedPixList({ businessId }: { businessId: number }) {
  const pt = usePaymentsT();
  const list = useUnmatchedPix(businessId);
  return (
    <section className="rounded-lg bg-gray-50 p-3 text-sm" data-testid="efi-unmatched">
      <h3 className="font-medium text-gray-800">{pt('efi.unmatchedTitle')}</h3>
      <p className="mt-1 text-gray-500">{pt('efi.unmatchedHint')}</p>
      {list.isError ? (
        <p className="mt-2 text-red-600">{pt('efi.unmatchedFailed')}</p>
      ) : !list.data ? (
        <p className="mt-2 text-gray-500">{pt('efi.unmatchedLoading')}</p>
      ) : list.data.length === 0 ? (
        <p className="mt-2 text-gray-600">{pt('efi.unmatchedNone')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-gray-200">
          {list.data.map((pix) => (
            <li key={pix.id} className="flex flex-wrap items-baseline justify-between gap-2 py-1.5">
              <span className="font-medium text-gray-900 tabular-nums">{formatMoney(pix.amount)}</span>
              <span className="text-gray-600">{formatDateTime(pix.received_at)}</span>
              <code className="w-full truncate text-xs text-gray-500">{pix.end_to_end_id}</code>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The .p12 as base64, as the API takes it (a JSON body, so the form stays one request). */
function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

function ConnectForm({ businessId, onDone, onCancel }: { businessId: number; onDone: () => void; onCancel: (() => void) | null }) {
  const pt = usePaymentsT();
  const change = useChangeEfi(businessId);
  const form = useZodForm(EfiConnectBodySchema, {
    defaultValues: { client_id: '', client_secret: '', certificate: '', certificate_password: '', pix_key: '', sandbox: false },
  });
  const { register, handleSubmit, formState, setValue, clearErrors } = form;
  const errors = formState.errors;
  const pending = formState.isSubmitting;
  const [fileName, setFileName] = useState<string | null>(null);
  const pickFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    setFileName(file.name);
    setValue('certificate', await readAsBase64(file));
    clearErrors('certificate');
  };
  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await change.mutateAsync(values);
      notify.success({ title: saved.sandbox ? pt('efi.connectedSandbox') : pt('efi.connectedLive') });
      onDone();
    } catch (error) {
      applyApiErrors(error, form);
    }
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4" data-testid="efi-connect-form">
      <p className="text-sm text-gray-600">{pt('efi.howTo')}</p>
      <TextField label={pt('efi.clientId')} autoComplete="off" spellCheck={false} disabled={pending} error={errors.client_id?.message} {...register('client_id')} />
      <TextField label={pt('efi.clientSecret')} type="password" autoComplete="off" spellCheck={false} disabled={pending} error={errors.client_secret?.message} {...register('client_secret')} />
      <FieldFrame label={pt('efi.certificate')} hint={fileName ?? pt('efi.certificateHint')} error={errors.certificate?.message}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            type="file"
            accept=".p12,.pfx,application/x-pkcs12"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            disabled={pending}
            onChange={(event) => void pickFile(event)}
            className="block w-full text-sm text-gray-700 file:mr-3 file:rounded-md file:border-0 file:bg-gray-100 file:px-3 file:py-2 file:text-sm file:font-medium hover:file:bg-gray-200"
            data-testid="efi-certificate"
          />
        )}
      </FieldFrame>
      <TextField label={pt('efi.certificatePassword')} type="password" autoComplete="off" optional={pt('efi.optional')} disabled={pending} error={errors.certificate_password?.message} {...register('certificate_password')} />
      <TextField label={pt('efi.pixKey')} autoComplete="off" spellCheck={false} hint={pt('efi.pixKeyHint')} disabled={pending} error={errors.pix_key?.message} {...register('pix_key')} />
      <SwitchField label={pt('efi.sandboxLabel')} hint={pt('efi.sandboxHint')} disabled={pending} {...register('sandbox')} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={pending} data-testid="efi-connect">
          {pt('efi.connect')}
        </Button>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel} disabled={pending}>
            {pt('efi.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
