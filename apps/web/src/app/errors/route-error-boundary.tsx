import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import { isApiError } from '../../lib/api-client';
import { isChunkLoadError, reloadAfterChunkError } from '../../lib/chunk-reload';
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

/** Route-level errors: a stale chunk reloads the page (throttled); anything else shows the error page. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const chunkError = isChunkLoadError(error);
  const [reloadRefused, setReloadRefused] = useState(false);

  useEffect(() => {
    if (chunkError && !reloadAfterChunkError()) setReloadRefused(true);
  }, [chunkError]);

  if (chunkError && !reloadRefused) return <FullPageSpinner />;
  const { status, message } = describeError(error);
  return (
    <ErrorPageBoundary>
      <ErrorPage status={status} message={message} />
    </ErrorPageBoundary>
  );
}
