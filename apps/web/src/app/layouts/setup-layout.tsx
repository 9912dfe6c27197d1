import { LogOut } from 'lucide-react';
import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/language-switch';
import { Logo } from '../../components/ui/logo';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import { useMe } from '../../features/account/api/get-me';
import { paths } from '../../lib/paths';
import { EmailVerificationBanner } from './email-verification-banner';
import { MainLandmark } from './main-landmark';
import { SkipToContent } from './skip-to-content';
import { useChangeLanguage } from './use-change-language';

/** Spec §2 setup layout: titled 'Configure seu negócio', a narrow centred column. */
export function SetupLayout() {
  const { t } = useTranslation();
  const { data: user } = useMe();
  const changeLanguage = useChangeLanguage();
  if (!user) return <FullPageSpinner />;
  return (
    <div className="min-h-dvh">
      <SkipToContent />
      <header className="flex h-16 items-center justify-between border-b border-gray-200 bg-white px-4 sm:px-6">
        <Logo />
        <div className="flex items-center gap-2">
          <LanguageSwitch onChange={changeLanguage} />
          <Link
            to={paths.logout.to()}
            className="flex items-center gap-1.5 rounded-lg px-2.5 py-2 text-sm font-medium text-gray-600 hover:bg-gray-100"
          >
            <LogOut className="size-4" aria-hidden="true" />
            <span className="hidden sm:inline">{t('userMenu.logout')}</span>
            <span className="sr-only sm:hidden">{t('userMenu.logout')}</span>
          </Link>
        </div>
      </header>
      <MainLandmark className="mx-auto w-full max-w-xl px-4 py-8 sm:py-12">
        <h1 className="text-2xl font-bold tracking-tight text-gray-900">{t('setup.layoutTitle')}</h1>
        <p className="mt-1 mb-8 text-sm text-gray-500">{t('setup.layoutSubtitle', { name: user.first_name })}</p>
        <EmailVerificationBanner user={user} />
        <Outlet />
      </MainLandmark>
    </div>
  );
}
