import { Outlet } from 'react-router';

/** Spec §2 splash layout: plain full screen; each page decides its own content. */
export function SplashLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <Outlet />
    </div>
  );
}
