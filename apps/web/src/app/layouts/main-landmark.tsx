import { createContext, useContext, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** Id of the page's main landmark: the skip link's target. */
export const MAIN_ID = 'main-content';

const InsideMain = createContext(false);

/**
 * The page's one <main> (a page has one main landmark). Inside another one, as the error page is
 * when a page of the layout fails, it renders a plain <div>. Focusable from script only, for the
 * skip link.
 */
export function MainLandmark({ className, children }: { className?: string; children: ReactNode }) {
  const inside = useContext(InsideMain);
  if (inside) return <div className={className}>{children}</div>;
  return (
    <InsideMain.Provider value>
      <main id={MAIN_ID} tabIndex={-1} className={cn('focus:outline-none', className)}>
        {children}
      </main>
    </InsideMain.Provider>
  );
}
