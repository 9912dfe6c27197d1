import { useParams } from 'react-router';
import { LanguageSwitch } from '../../../components/language-switch';
import { Alert } from '../../../components/ui/alert';
import { LoadingStatus } from '../../../components/ui/query-state';
import { useSignUpBusiness } from '../../../features/customers/api/customers';
import { SignUpForm } from '../../../features/customers/components/sign-up-form';
import { useCustomersT } from '../../../features/customers/i18n';

/** /c/{token}: the public page where a customer signs up with the business (issue 18). No session. */
export function Component() {
  const ct = useCustomersT();
  const token = useParams()['token'] ?? '';
  const business = useSignUpBusiness(token);
  return (
    <main className="flex flex-1 items-start justify-center bg-gray-50 px-4 py-8 sm:items-center" data-testid="page-customerSignUp">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
        <div className="mb-4 flex justify-end">
          <LanguageSwitch />
        </div>
        {business.isError ? (
          <Alert tone="error" title={ct('signUp.invalidTitle')}>
            {business.error.message}
          </Alert>
        ) : !business.data ? (
          <LoadingStatus label={ct('signUp.loading')} />
        ) : (
          <>
            <div className="mb-6 flex flex-col items-center gap-3 text-center">
              {business.data.logo_url ? <img src={business.data.logo_url} alt="" className="size-16 rounded-full object-cover ring-1 ring-gray-200" /> : null}
              <h1 className="text-2xl font-semibold text-gray-900">{ct('signUp.title', { name: business.data.name })}</h1>
              <p className="text-sm text-gray-600">{ct('signUp.description')}</p>
            </div>
            <SignUpForm token={token} business={business.data} />
          </>
        )}
      </div>
    </main>
  );
}
