import { Outlet, ScrollRestoration } from 'react-router';
import { TopLoadingBar } from './top-loading-bar';

/** Wraps every page: the request/navigation loading bar and scroll restoration. */
export function RootLayout() {
  return (
    <>
      <TopLoadingBar />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
