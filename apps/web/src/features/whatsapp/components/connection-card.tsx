import { useRef, useState, type ReactNode } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { formatPhone } from '@comanda/domain/phone/phone';
import type { WhatsappConnection } from '@comanda/domain/whatsapp/whatsapp-resource';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CopyField } from '../../../components/ui/copy-field';
import { LoadFailedAlert, LoadingStatus } from '../../../components/ui/query-state';
import { notifyApiError } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { useWhatsappAction, useWhatsappConnection, type WhatsappAction } from '../api/whatsapp';
import { useWhatsappT } from '../i18n';
import { CloudConnectForm } from './cloud-connect-form';

/**
 * /whatsapp/whatsapp: the shop's number. Not created → "Conectar WhatsApp"; pairing → the QR the
 * provider rotates (the page follows the server's `whatsapp.updated`); connected → the number, check,
 * disconnect and remove (asked first); paused by a ban → why, in the owner's words, and connect again.
 * Or the official API (Meta's Cloud API): the restaurant's own app's credentials, then the webhook URL
 * and verify token to paste into Meta.
 */
export function ConnectionCard({ businessId }: { businessId: number }) {
  const wt = useWhatsappT();
  const connection = useWhatsappConnection(businessId);
  if (connection.isError && !connection.data) return <LoadFailedAlert title={wt('connection.loadFailed')} onRetry={() => void connection.refetch()} />;
  if (!connection.data) return <LoadingStatus label={wt('connection.loading')} />;
  return (
    <Card title={wt('connection.title')} description={wt('connection.description')}>
      <ConnectionBody businessId={businessId} data={connection.data} />
    </Card>
  );
}

type Confirmed = 'logout' | 'delete';

/** What disconnecting and removing ask first, and say once done. */
const CONFIRMS = {
  logout: { title: 'connection.logoutTitle', text: 'connection.logoutText', label: 'connection.logout', done: 'connection.loggedOut' },
  delete: { title: 'connection.removeTitle', text: 'connection.removeText', label: 'connection.remove', done: 'connection.removed' },
} as const;

function ConnectionBody({ businessId, data }: { businessId: number; data: WhatsappConnection }) {
  const wt = useWhatsappT();
  const action = useWhatsappAction(businessId);
  const [confirming, setConfirming] = useState<Confirmed | null>(null);
  const [choosingCloud, setChoosingCloud] = useState(false);
  // What the dialog asks stays while it closes, so its text does not change under the fade.
  const lastAsked = useRef<Confirmed>('logout');
  if (confirming) lastAsked.current = confirming;
  const asked = lastAsked.current;
  const run = async (name: WhatsappAction, done?: string) => {
    try {
      await action.mutateAsync(name);
      setConfirming(null);
      if (done) notify.success({ title: done });
    } catch (error) {
      notifyApiError(error);
    }
  };
  const busy = action.isPending;

  if (!data.created) {
    if (!data.available && !data.cloud_available) return <Alert tone="warning" testId="whatsapp-unavailable">{wt('connection.unavailable')}</Alert>;
    if (choosingCloud) return <CloudConnectForm businessId={businessId} onDone={() => setChoosingCloud(false)} onCancel={data.available ? () => setChoosingCloud(false) : null} />;
    return (
      <div className="space-y-3" data-testid="whatsapp-not-created">
        <p className="text-sm text-gray-600">{data.available ? wt('connection.notCreated') : wt('cloud.onlyOption')}</p>
        <div className="flex flex-wrap gap-2">
          {data.available ? (
            <Button loading={busy} onClick={() => void run('create')} data-testid="whatsapp-create">
              {wt('connection.create')}
            </Button>
          ) : null}
          {data.cloud_available ? (
            <Button variant={data.available ? 'secondary' : 'primary'} disabled={busy} onClick={() => setChoosingCloud(true)} data-testid="whatsapp-choose-cloud">
              {wt('cloud.choose')}
            </Button>
          ) : null}
        </div>
        {data.cloud_available ? <p className="text-xs text-gray-500">{wt('cloud.chooseHint')}</p> : null}
      </div>
    );
  }
  if (!data.available) return <Alert tone="warning" testId="whatsapp-unavailable">{wt('connection.unavailable')}</Alert>;
  if (data.cloud) {
    if (choosingCloud) return <CloudConnectForm businessId={businessId} onDone={() => setChoosingCloud(false)} onCancel={() => setChoosingCloud(false)} />;
    return <CloudConnected data={data} cloud={data.cloud} busy={busy} onCheck={() => void run('check', wt('connection.checked'))} onReplace={() => setChoosingCloud(true)} onRemove={() => setConfirming('delete')}>
      <ConfirmDialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        onConfirm={() => void run('delete', wt('connection.removed'))}
        title={wt('cloud.removeTitle')}
        description={wt('cloud.removeText')}
        confirmLabel={wt('connection.remove')}
        pending={busy}
      />
    </CloudConnected>;
  }
  return (
    <div className="space-y-4">
      {data.paused_reason ? (
        <Alert tone="error" title={wt('connection.pausedTitle')} testId="whatsapp-paused">
          {wt(`connection.paused.${data.paused_reason}`)}
        </Alert>
      ) : null}
      {data.state === 'open' ? (
        <div className="space-y-3" data-testid="whatsapp-connected">
          <ConnectedBadge>{wt('connection.connected')}</ConnectedBadge>
          <NumberDetails data={data} />
        </div>
      ) : data.pairing ? (
        <Pairing pairing={data.pairing} />
      ) : !data.paused_reason ? (
        <Alert tone="warning" testId="whatsapp-closed">
          {wt('connection.closed')}
        </Alert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {data.state === 'open' ? (
          <>
            <Button variant="secondary" loading={busy} onClick={() => void run('check', wt('connection.checked'))}>
              {wt('connection.check')}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => setConfirming('logout')} data-testid="whatsapp-logout">
              {wt('connection.logout')}
            </Button>
          </>
        ) : (
          <Button variant={data.pairing ? 'secondary' : 'primary'} loading={busy} onClick={() => void run('connect')} data-testid="whatsapp-new-qr">
            {data.pairing ? wt('connection.newQr') : wt('connection.reconnect')}
          </Button>
        )}
        <Button variant="ghost" disabled={busy} onClick={() => setConfirming('delete')} data-testid="whatsapp-remove">
          {wt('connection.remove')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        onConfirm={() => void run(asked, wt(CONFIRMS[asked].done))}
        title={wt(CONFIRMS[asked].title)}
        description={wt(CONFIRMS[asked].text)}
        confirmLabel={wt(CONFIRMS[asked].label)}
        pending={busy}
      />
    </div>
  );
}

function ConnectedBadge({ testId, children }: { testId?: string; children: ReactNode }) {
  return (
    <p className="inline-flex items-center gap-2 rounded-full bg-green-50 px-3 py-1 text-sm font-medium text-green-800" data-testid={testId}>
      <span className="size-2 rounded-full bg-green-600" aria-hidden="true" />
      {children}
    </p>
  );
}

/** The connected number, since when, and (official API) its phone number id. */
function NumberDetails({ data, phoneNumberId }: { data: WhatsappConnection; phoneNumberId?: string }) {
  const wt = useWhatsappT();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
      <dt className="text-gray-500">{wt('connection.number')}</dt>
      <dd className="font-medium text-gray-900" data-testid="whatsapp-phone">
        {formatPhone(data.phone) || '—'}
      </dd>
      {phoneNumberId ? (
        <>
          <dt className="text-gray-500">{wt('cloud.phoneNumberId')}</dt>
          <dd className="text-gray-900">{phoneNumberId}</dd>
        </>
      ) : null}
      <dt className="text-gray-500">{wt('connection.since')}</dt>
      <dd className="text-gray-900">{formatDateTime(data.connected_at)}</dd>
    </dl>
  );
}

/** A number on the official API: who it is, and what to paste into Meta so that replies and receipts arrive. */
function CloudConnected({ data, cloud, busy, onCheck, onReplace, onRemove, children }: { data: WhatsappConnection; cloud: NonNullable<WhatsappConnection['cloud']>; busy: boolean; onCheck: () => void; onReplace: () => void; onRemove: () => void; children: ReactNode }) {
  const wt = useWhatsappT();
  return (
    <div className="space-y-4" data-testid="whatsapp-cloud-connected">
      {data.state === 'open' ? (
        <ConnectedBadge testId="whatsapp-connected">{wt('cloud.connectedBadge')}</ConnectedBadge>
      ) : (
        <Alert tone="warning" testId="whatsapp-closed">
          {wt('cloud.closed')}
        </Alert>
      )}
      <NumberDetails data={data} phoneNumberId={cloud.phone_number_id} />
      <div className="space-y-2">
        <p className="text-sm text-gray-700">{wt('cloud.webhookSteps')}</p>
        <CopyField label={wt('cloud.webhookUrl')} value={cloud.webhook_url} testId="whatsapp-cloud-webhook-url" />
        <CopyField label={wt('cloud.verifyToken')} value={cloud.verify_token} testId="whatsapp-cloud-verify-token" />
        <p className="text-xs text-gray-500">{wt('cloud.templatesNote')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" loading={busy} onClick={onCheck}>
          {wt('connection.check')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onReplace} data-testid="whatsapp-cloud-replace">
          {wt('cloud.replace')}
        </Button>
        <Button variant="ghost" disabled={busy} onClick={onRemove} data-testid="whatsapp-remove">
          {wt('connection.remove')}
        </Button>
      </div>
      {children}
    </div>
  );
}

function Pairing({ pairing }: { pairing: NonNullable<WhatsappConnection['pairing']> }) {
  const wt = useWhatsappT();
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start" data-testid="whatsapp-pairing">
      <div className="self-center rounded-lg border border-gray-200 bg-white p-2 sm:self-start" data-testid="whatsapp-qr" data-code={pairing.code}>
        <QRCodeSVG value={pairing.code} size={232} marginSize={1} title={wt('connection.qrLabel')} />
      </div>
      <div className="space-y-2 text-sm text-gray-700">
        <h3 className="font-medium text-gray-900">{wt('connection.scanTitle')}</h3>
        <ol className="list-decimal space-y-1 pl-5">
          <li>{wt('connection.step1')}</li>
          <li>{wt('connection.step2')}</li>
          <li>{wt('connection.step3')}</li>
        </ol>
        {pairing.pairing_code ? <p>{wt('connection.pairingCode', { code: pairing.pairing_code })}</p> : null}
        <p className="text-gray-500">{wt('connection.qrRotates')}</p>
        <p className="font-medium text-brand-700" role="status">
          {wt('connection.waiting')}
        </p>
      </div>
    </div>
  );
}
