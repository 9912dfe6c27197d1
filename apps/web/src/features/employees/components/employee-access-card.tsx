import { useState } from 'react';
import { useNavigate } from 'react-router';
import { KeyRound, Mail, Trash2 } from 'lucide-react';
import type { EmployeeResource } from '@comanda/domain/employees/employee-resource';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Switch } from '../../../components/ui/switch';
import { notifyApiError } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { notify } from '../../../lib/toast';
import { useDeleteEmployee } from '../api/delete-employee';
import { useSendEmployeePasswordLink } from '../api/send-employee-password-link';
import { useToggleEmployee } from '../api/toggle-employee';
import { useEmployeesT } from '../i18n';
import { ActionError } from './action-error';

type Props = {
  businessId: number;
  employee: EmployeeResource;
  /** The person looking at their own row: they can neither deactivate nor remove themselves. */
  isSelf: boolean;
  readOnly: boolean;
};

/** "Acesso": active or not, a link to choose a password, and leaving the team. */
export function EmployeeAccessCard({ businessId, employee, isSelf, readOnly }: Props) {
  const et = useEmployeesT();
  const navigate = useNavigate();
  const toggle = useToggleEmployee(businessId);
  const passwordLink = useSendEmployeePasswordLink();
  const remove = useDeleteEmployee(businessId);
  const [confirmingOff, setConfirmingOff] = useState(false);
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const name = employee.name;

  const setActive = async (isActive: boolean) => {
    try {
      await toggle.mutateAsync({ id: employee.id, is_active: isActive });
      notify.success({ title: et(isActive ? 'access.activated' : 'access.deactivated', { name }) });
    } catch (error) {
      notifyApiError(error);
    }
    setConfirmingOff(false);
  };

  const sendLink = async () => {
    try {
      notify.success({ title: await passwordLink.mutateAsync(employee.id) });
    } catch (error) {
      notifyApiError(error);
    }
  };

  const confirmRemove = async () => {
    try {
      await remove.mutateAsync(employee.id);
      notify.success({ title: et('access.removed', { name }) });
      await navigate(paths.settingsEquipe.to(), { replace: true });
    } catch (error) {
      setConfirmingRemove(false);
      notifyApiError(error);
    }
  };

  const locked = isSelf || readOnly;

  return (
    <Card title={et('access.title')} as="h2">
      <div className="space-y-5">
        <div>
          <div className="flex items-start gap-3">
            <Switch
              checked={employee.is_active}
              label={et('access.active')}
              disabled={locked || toggle.isPending}
              onChange={(on) => (on ? void setActive(true) : setConfirmingOff(true))}
              className="mt-0.5"
            />
            <div className="min-w-0">
              <p className="text-sm font-medium text-gray-900" aria-hidden="true">
                {et('access.active')}
              </p>
              <p className="text-xs text-gray-500">{et('access.activeHint')}</p>
            </div>
          </div>
          <ActionError error={toggle.error} className="mt-3" testId="employee-toggle-error" />
        </div>

        <div className="border-t border-gray-100 pt-4">
          <Button
            variant="secondary"
            onClick={() => void sendLink()}
            loading={passwordLink.isPending}
            disabled={readOnly}
            icon={employee.invitation_pending ? <Mail className="size-4" aria-hidden="true" /> : <KeyRound className="size-4" aria-hidden="true" />}
          >
            {et(employee.invitation_pending ? 'access.resendInvite' : 'access.sendReset')}
          </Button>
          <p className="mt-1 text-xs text-gray-500">{et(
            employee.invitation_pending
              ? employee.email === null ? 'access.resendInviteHintWhatsapp' : 'access.resendInviteHint'
              : employee.email === null ? 'access.sendResetHintWhatsapp' : 'access.sendResetHint',
          )}</p>
          <ActionError error={passwordLink.error} className="mt-3" />
        </div>

        <div className="border-t border-gray-100 pt-4">
          <Button variant="danger" onClick={() => setConfirmingRemove(true)} disabled={locked} icon={<Trash2 className="size-4" aria-hidden="true" />}>
            {et('access.remove')}
          </Button>
          {isSelf ? <p className="mt-1 text-xs text-gray-500">{et('access.self')}</p> : null}
          <ActionError error={remove.error} className="mt-3" />
        </div>
      </div>

      <ConfirmDialog
        open={confirmingOff}
        onClose={() => setConfirmingOff(false)}
        onConfirm={() => void setActive(false)}
        title={et('access.deactivateTitle', { name })}
        description={et('access.deactivateText')}
        confirmLabel={et('access.deactivateConfirm')}
        pending={toggle.isPending}
      />
      <ConfirmDialog
        open={confirmingRemove}
        onClose={() => setConfirmingRemove(false)}
        onConfirm={() => void confirmRemove()}
        title={et('access.removeTitle', { name })}
        description={et('access.removeText')}
        confirmLabel={et('access.removeConfirm')}
        pending={remove.isPending}
      />
    </Card>
  );
}
