import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Home } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button';
import { LogoMark } from '../../components/ui/logo';
import { i18next } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { MainLandmark } from '../layouts/main-landmark';

type ErrorPageProps = { status?: number; message?: string | undefined };

/** Spec §8: the message (or 'Error') and the status (500 by default); 404 has its own text. */
export function ErrorPage({ status = 500, message }: ErrorPageProps) {
  const { t } = useTranslation();
  const notFound = status === 404;
  const text = notFound ? t('errors.notFound') : message || t('errors.error');
  return (
    <MainLandmark className="flex min-h-dvh flex-col items-center justify-center px-6 py-16 text-center">
      <LogoMark className="size-12" />
      <p className="mt-8 text-6xl font-extrabold tracking-tight text-brand-600" data-testid="error-status">
        {status}
      </p>
      <h1 className="mt-4 max-w-lg text-xl font-semibold text-gray-900" data-testid="error-message">
        {text}
      </h1>
      {notFound ? <p className="mt-2 text-sm text-gray-500">{t('errors.notFoundHint')}</p> : null}
      <Link to={paths.home.to()} className={buttonClasses('primary', 'md', 'mt-8')}>
        <Home className="size-4" aria-hidden="true" />
        {t('errors.backHome')}
      </Link>
    </MainLandmark>
  );
}

function fallbackText(key: 'errors.pageFailed' | 'errors.goBackHome', english: string): string {
  try {
    return i18next.t(key, { defaultValue: english });
  } catch {
    return english;
  }
}

/**
 * If the error page itself throws, this shows the spec's last-resort text with a plain link (the
 * router may be what is broken, so no <Link>).
 */
export class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('The error page failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <MainLandmark className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
        <h1 className="text-lg font-semibold text-gray-900">
          {fallbackText('errors.pageFailed', 'An error occurred while showing the error page')}
        </h1>
        <a href={paths.home.to()} className="font-semibold text-brand-700 underline">
          {fallbackText('errors.goBackHome', 'Go back to home')}
        </a>
      </MainLandmark>
    );
  }
}
