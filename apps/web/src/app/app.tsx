import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { setUnauthorizedHandler } from '../lib/api-client';
import { setLocale } from '../lib/i18n';
import { browserLocale } from '../lib/locale';
import { queryClient } from './query-client';
import { createAppRouter } from './router';
import { clearSession, createUnauthorizedHandler } from './session';
import { AppToaster } from './toaster';

const router = createAppRouter();

setUnauthorizedHandler(
  createUnauthorizedHandler({
    clear: () => clearSession(queryClient),
    setLocale,
    browserLocale,
    location: () => router.state.location,
    navigate: (to) => router.navigate(to, { replace: true }),
  }),
);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <AppToaster />
    </QueryClientProvider>
  );
}
