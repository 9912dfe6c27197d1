import { useState, type FormEvent } from 'react';
import { Copy, MonitorCog, Plus, Trash2 } from 'lucide-react';
import type { NewPrintDevice, PrintDeviceResource } from '@comanda/domain/printer/print-job';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { Dialog } from '../../../../components/ui/dialog';
import { DialogActions } from '../../../../components/ui/dialog-actions';
import { TextField } from '../../../../components/ui/text-field';
import { notifyApiError } from '../../../../lib/form-errors';
import { formatDate } from '../../../../lib/format';
import { notify } from '../../../../lib/toast';
import { useOrdersT } from '../../i18n';
import { useCreatePrintDevice, usePrintDevices, useRevokePrintDevice } from '../api/printing';

/** The command that starts the agent on the shop's computer, for this server and token. */
export const agentCommand = (token: string) => `npx comanda-print-agent --url ${window.location.origin} --token ${token}`;

function NewAgentDialog({ businessId, onClose }: { businessId: number; onClose: () => void }) {
  const ot = useOrdersT();
  const create = useCreatePrintDevice(businessId);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [made, setMade] = useState<NewPrintDevice | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(ot('printing.agents.nameRequired'));
    try {
      setMade(await create.mutateAsync(name.trim()));
    } catch (err) {
      notifyApiError(err);
    }
  };
  const copy = async (text: string) => {
    await navigator.clipboard?.writeText(text).catch(() => undefined);
    notify.success({ title: ot('printing.agents.copied') });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={ot(made ? 'printing.agents.madeTitle' : 'printing.agents.newTitle')}>
      {made ? (
        <div className="space-y-3 text-sm">
          <p className="text-gray-700">{ot('printing.agents.madeText')}</p>
          <pre className="overflow-x-auto rounded-lg bg-gray-900 p-3 text-xs whitespace-pre-wrap break-all text-white" data-testid="agent-command">
            {agentCommand(made.token)}
          </pre>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" icon={<Copy className="size-4" aria-hidden="true" />} onClick={() => void copy(agentCommand(made.token))}>
              {ot('printing.agents.copy')}
            </Button>
            <Button onClick={onClose}>{ot('printing.agents.done')}</Button>
          </div>
        </div>
      ) : (
        <form id="new-agent-form" onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
          <TextField label={ot('printing.agents.name')} placeholder={ot('printing.agents.namePlaceholder')} autoFocus maxChars={60} value={name} error={error} onChange={(e) => setName(e.target.value)} />
          <DialogActions onCancel={onClose} confirmLabel={ot('printing.agents.create')} pending={create.isPending} form="new-agent-form" />
        </form>
      )}
    </Dialog>
  );
}

/** The print agents of the business: each computer that prints the network printers, with its token made here. */
export function PrintAgents({ businessId }: { businessId: number }) {
  const ot = useOrdersT();
  const devices = usePrintDevices(businessId);
  const revoke = useRevokePrintDevice(businessId);
  const [adding, setAdding] = useState(false);
  const [revoking, setRevoking] = useState<PrintDeviceResource | null>(null);

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      notify.success({ title: ot('printing.agents.revoked', { name: revoking.name }) });
    } catch (error) {
      notifyApiError(error);
    } finally {
      setRevoking(null);
    }
  };

  return (
    <Card
      title={ot('printing.agents.title')}
      description={ot('printing.agents.text')}
      actions={
        <Button size="sm" variant="secondary" icon={<Plus className="size-4" aria-hidden="true" />} onClick={() => setAdding(true)}>
          {ot('printing.agents.add')}
        </Button>
      }
    >
      {devices.data && devices.data.length > 0 ? (
        <ul className="divide-y divide-gray-100" data-testid="print-agents">
          {devices.data.map((device) => (
            <li key={device.id} className="flex items-center gap-3 py-2">
              <MonitorCog className="size-5 shrink-0 text-gray-500" aria-hidden="true" />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-gray-900">{device.name}</span>
                <span className="block text-xs text-gray-500">
                  {device.last_seen_at ? ot('printing.agents.seen', { date: formatDate(device.last_seen_at) }) : ot('printing.agents.neverSeen')}
                </span>
              </span>
              <Button variant="ghost" size="sm" className="size-9 p-0 text-red-600 hover:bg-red-50" aria-label={ot('printing.agents.revoke', { name: device.name })} title={ot('printing.agents.revoke', { name: device.name })} onClick={() => setRevoking(device)}>
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-gray-500">{ot('printing.agents.none')}</p>
      )}
      {adding ? <NewAgentDialog businessId={businessId} onClose={() => setAdding(false)} /> : null}
      <ConfirmDialog
        open={revoking !== null}
        onClose={() => setRevoking(null)}
        onConfirm={() => void confirmRevoke()}
        title={ot('printing.agents.revokeTitle', { name: revoking?.name ?? '' })}
        description={ot('printing.agents.revokeText')}
        confirmLabel={ot('printing.agents.revokeConfirm')}
        pending={revoke.isPending}
      />
    </Card>
  );
}
