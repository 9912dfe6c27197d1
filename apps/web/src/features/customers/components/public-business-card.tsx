import type { ReactNode } from 'react';
import type { SignUpBusiness } from '@comanda/domain/customers/customer-resource';
import { LanguageSwitch } from '../../../components/language-switch';
import { Alert } from '../../../components/ui/alert';
import { LoadingStatus } from '../../../components/ui/query-state';
import { useSignUpBusiness } from '../api/customers';
import { useCustomersT } from '../i18n';

/**
 * The card of the business's public pages (the sign-up link and its confirmation): the language
 * switch, then `children` once the business of `token` is known, or why the link does not work.
 */
export function PublicBusinessCard({ token, testId, children }: { token: string; testId: string; children: (business: SignUpBusiness) => ReactNode }) {
  const ct = useCustomersT();
  const business = useSignUpBusiness(token);
  return (
    <PublicCard testId={testId}>
      {business.isError ? (
        <Alert tone="error" title={ct('signUp.invalidTitle')}>
          {business.error.message}
        </Alert>
      ) : !business.data ? (
        <LoadingStatus label={ct('signUp.loading')} />
      ) : (
        children(business.data)
      )}
    </PublicCard>
  );
}

/** The frame of a page a restaurant's customer opens from a link (no account): a card with the language switch. */
export function PublicCard({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <main className="flex flex-1 items-start justify-center bg-gray-50 px-4 py-8 sm:items-center" data-testid={testId}>
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
        <div className="mb-4 flex justify-end">
          <LanguageSwitch />
        </div>
        {children}
      </div>
    </main>
  );
}
