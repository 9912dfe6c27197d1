import { CheckCircle2 } from 'lucide-react';
import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useConfirmSignUp } from '../../../features/customers/api/customers';
import { PublicBusinessCard } from '../../../features/customers/components/public-business-card';
import { useCustomersT } from '../../../features/customers/i18n';

/**
 * /c/{token}/confirmar/{code}: the link sent to a known number's WhatsApp when someone signed up with
 * it (issue 30). Nothing changes until the person presses the button: a link preview or a scanner that
 * opens the page confirms nothing.
 */
export function Component() {
  const ct = useCustomersT();
  const params = useParams();
  const token = params['token'] ?? '';
  const confirm = useConfirmSignUp(token);
  return (
    <PublicBusinessCard token={token} testId="page-customerSignUpConfirm">
      {(business) =>
        confirm.data ? (
          <div className="flex flex-col items-center gap-3 py-6 text-center" role="status" data-testid="sign-up-confirmed">
            <CheckCircle2 className="size-12 text-green-600" aria-hidden="true" />
            <h1 className="text-xl font-semibold text-gray-900">{ct('signUp.confirmedTitle', { name: confirm.data.first_name })}</h1>
            <p className="text-gray-600">{ct('signUp.confirmedText', { business: business.name })}</p>
          </div>
        ) : (
          <div className="flex flex-col gap-4 text-center">
            <h1 className="text-2xl font-semibold text-gray-900">{ct('signUp.confirmTitle', { business: business.name })}</h1>
            <p className="text-sm text-gray-600">{ct('signUp.confirmText')}</p>
            {confirm.isError ? (
              <Alert tone="error" title={ct('signUp.confirmFailedTitle')}>
                {confirm.error.message}
              </Alert>
            ) : null}
            <Button loading={confirm.isPending} disabled={confirm.isPending} onClick={() => confirm.mutate(params['code'] ?? '')}>
              {ct('signUp.confirmSubmit')}
            </Button>
          </div>
        )
      }
    </PublicBusinessCard>
  );
}
