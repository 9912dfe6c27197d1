import { useState } from 'react';
import { BadgeCheck } from 'lucide-react';
import type { EmployeeResource } from '@comanda/domain/employees/employee-resource';
import { Button } from '../../../components/ui/button';
import { CodeField } from '../../../components/ui/code-field';
import { applyApiErrors, notifyApiError, oneFieldTarget } from '../../../lib/form-errors';
import { useFormattedPhone } from '../../../lib/phone';
import { notify } from '../../../lib/toast';
import { useVerifyEmployeeWhatsapp } from '../api/verify-employee-whatsapp';
import { useEmployeesT } from '../i18n';
import { ActionError } from './action-error';

const CODE = /^\d{6}$/;

type Props = { businessId: number; employee: EmployeeResource; disabled?: boolean };

/**
 * The employee's WhatsApp: confirmed (a badge), or "Confirmar WhatsApp", which sends a 6-digit code
 * to the number; the person tells it to whoever is at the screen, who types it here.
 */
export function WhatsappVerification({ businessId, employee, disabled = false }: Props) {
  const et = useEmployeesT();
  const send = useVerifyEmployeeWhatsapp(businessId);
  const confirm = useVerifyEmployeeWhatsapp(businessId);
  const [codeSent, setCodeSent] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const shown = useFormattedPhone(employee.whatsapp);

  if (!employee.whatsapp) return <p className="text-sm text-gray-500">{et('whatsapp.none')}</p>;
  if (employee.whatsapp_verified) {
    return (
      <p className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-medium text-emerald-700 ring-1 ring-emerald-200 ring-inset" data-testid="whatsapp-verified">
        <BadgeCheck className="size-4" aria-hidden="true" /> {et('whatsapp.verified')}
      </p>
    );
  }

  const sendCode = async () => {
    try {
      const result = await send.mutateAsync({ employee_id: employee.id });
      notify.success({ title: result.message });
      setCodeSent(true);
      setCode('');
      setCodeError(undefined);
    } catch (error) {
      notifyApiError(error);
    }
  };

  const confirmCode = async () => {
    const typed = code.trim();
    if (!CODE.test(typed)) {
      setCodeError(et('whatsapp.codeInvalid'));
      return;
    }
    setCodeError(undefined);
    try {
      const result = await confirm.mutateAsync({ employee_id: employee.id, code: typed });
      notify.success({ title: result.message });
      setCodeSent(false);
    } catch (error) {
      applyApiErrors(error, oneFieldTarget('code', setCodeError));
    }
  };

  return (
    <div className="space-y-3" data-testid="whatsapp-verification">
      <div className="flex flex-wrap items-center gap-3">
        <span className="rounded-full bg-gray-100 px-2.5 py-1 text-xs font-medium text-gray-600">{et('whatsapp.notVerified')}</span>
        {codeSent ? null : (
          <Button size="sm" variant="secondary" onClick={() => void sendCode()} loading={send.isPending} disabled={disabled}>
            {et('whatsapp.verify')}
          </Button>
        )}
      </div>
      <ActionError error={codeSent ? null : send.error} />
      {codeSent ? (
        <form
          className="space-y-3"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void confirmCode();
          }}
        >
          <p className="text-sm text-gray-600" role="status">
            {et('whatsapp.codeSent', { whatsapp: shown })}
          </p>
          <CodeField
            label={et('whatsapp.codeLabel')}
            autoFocus
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
            error={codeError}
            disabled={confirm.isPending}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" loading={confirm.isPending}>
              {et('whatsapp.confirm')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => void sendCode()} loading={send.isPending} disabled={confirm.isPending}>
              {et('whatsapp.resend')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setCodeSent(false)} disabled={confirm.isPending}>
              {et('whatsapp.cancel')}
            </Button>
          </div>
          <ActionError error={confirm.error ?? send.error} fields={['code']} />
        </form>
      ) : null}
    </div>
  );
}
