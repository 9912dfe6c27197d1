import { useParams } from 'react-router';
import { PublicBusinessCard } from '../../../features/customers/components/public-business-card';
import { SignUpForm } from '../../../features/customers/components/sign-up-form';
import { useCustomersT } from '../../../features/customers/i18n';

/** /c/{token}: the public page where a customer signs up with the business (issue 18). No session. */
export function Component() {
  const ct = useCustomersT();
  const token = useParams()['token'] ?? '';
  return (
    <PublicBusinessCard token={token} testId="page-customerSignUp">
      {(business) => (
        <>
          <div className="mb-6 flex flex-col items-center gap-3 text-center">
            {business.logo_url ? <img src={business.logo_url} alt="" className="size-16 rounded-full object-cover ring-1 ring-gray-200" /> : null}
            <h1 className="text-2xl font-semibold text-gray-900">{ct('signUp.title', { name: business.name })}</h1>
            <p className="text-sm text-gray-600">{ct('signUp.description')}</p>
          </div>
          <SignUpForm token={token} business={business} />
        </>
      )}
    </PublicBusinessCard>
  );
}
