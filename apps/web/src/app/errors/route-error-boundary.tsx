import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import { Button } from '../../components/ui/button';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import { isApiError } from '../../lib/api-client';
import { chunkIsGone, chunkUrlOf, isChunkLoadError, reloadAfterChunkError } from '../../lib/chunk-reload';
import { retryFailedImports } from '../../lib/retryable-import';
import { MainLandmark } from '../layouts/main-landmark';
import { ErrorPage, ErrorPageBoundary } from './error-page';

export function describeError(error: unknown): { status: number; message: string | undefined } {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    const fromData =
      data && typeof data === 'object' && 'message' in data && typeof data.message === 'string' ? data.message : undefined;
    return { status: error.status, message: fromData ?? (error.statusText || undefined) };
  }
  if (isApiError(error)) return { status: error.status || 500, message: error.message };
  if (error instanceof Error) return { status: 500, message: error.message };
  return { status: 500, message: undefined };
}

/**
 * A part of the app whose code did not arrive. Offline, it is imported again by "Tentar novamente"
 * or when the browser is back online (a revalidation: app/errors/retryable-lazy), in the page, with
 * the layout around it untouched. A chunk the server no longer has (a deploy) reloads the page once
 * a minute at most, which fetches the new version.
 */
function ChunkLoadFailed({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [reloading, setReloading] = useState(false);

  useEffect(() => {
    const url = chunkUrlOf(error);
    let current = true;
    if (url) {
      void chunkIsGone(url).then((gone) => {
        if (current && gone && reloadAfterChunkError()) setReloading(true);
      });
    }
    return () => {
      current = false;
    };
  }, [error]);

  const { revalidate } = revalidator;
  const retry = useCallback(() => {
    retryFailedImports();
    void revalidate();
  }, [revalidate]);
  useEffect(() => {
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [retry]);

  if (reloading) return <FullPageSpinner />;
  return (
    // Plain markup, not the Alert component: this ships with the login page, within its budget.
    <MainLandmark className="mx-auto w-full max-w-xl px-4 py-10">
      <div role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200 ring-inset" data-testid="chunk-retry">
        <p className="font-semibold">{t('errors.chunkFailed')}</p>
        <p className="mt-1">{t('errors.chunkFailedHint')}</p>
        <Button size="sm" className="mt-3" onClick={retry} loading={revalidator.state === 'loading'} data-testid="chunk-retry-button">
          {t('common.retry')}
        </Button>
      </div>
    </MainLandmark>
  );
}

/** Route-level errors: code that did not load offers a retry in the page; anything else shows the error page. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isChunkLoadError(error)) return <ChunkLoadFailed error={error} />;
  const { status, message } = describeError(error);
  return (
    <ErrorPageBoundary>
      <ErrorPage status={status} message={message} />
    </ErrorPageBoundary>
  );
}
