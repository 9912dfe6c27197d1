import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-client';
import { notifyApiError } from '../lib/form-errors';

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A 4xx will answer the same again; only network failures and 5xx are worth one more try.
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
  queryCache: new QueryCache({
    // A first load that fails is shown by the page or route error boundary; a background refresh
    // that fails would otherwise go unnoticed, so it gets a toast.
    onError: (error, query) => {
      if (query.state.data !== undefined) notifyApiError(error);
    },
  }),
  // Mutations have no global error toast: each caller either puts 422 errors on its form
  // (applyApiErrors) or shows a toast (notifyApiError), so an error is never reported twice.
});
