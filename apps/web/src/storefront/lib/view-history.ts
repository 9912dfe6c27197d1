import { useEffect, useState } from 'preact/hooks';

/*
 * The bag and the checkout are views over the menu, each with its own address (#sacola, #finalizar):
 * a phone's back button closes them instead of leaving the shop, and a reload (or a link) opens the
 * checkout again with the bag the phone keeps.
 */

export type View = 'menu' | 'cart' | 'checkout';

const HASHES: Record<View, string> = { menu: '', cart: '#sacola', checkout: '#finalizar' };
const DEPTH: Record<View, number> = { menu: 0, cart: 1, checkout: 2 };

const viewOf = (hash: string): View => (hash === HASHES.checkout ? 'checkout' : hash === HASHES.cart ? 'cart' : 'menu');

/** The view shown, and a way to go to another: deeper is a new history entry, back pops the one this page pushed. */
export function useViewHistory(): [View, (next: View) => void] {
  const [view, setView] = useState<View>(() => viewOf(window.location.hash));

  useEffect(() => {
    const follow = () => setView(viewOf(window.location.hash));
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);

  const go = (next: View) => {
    if (next === view) return;
    const url = `${window.location.pathname}${window.location.search}${HASHES[next]}`;
    if (DEPTH[next] > DEPTH[view]) window.history.pushState({ view: next }, '', url);
    // Back to where this page came from: the entry it pushed is taken off (popstate sets the view).
    else if ((window.history.state as { view?: View } | null)?.view === view) return window.history.back();
    else window.history.replaceState(null, '', url);
    setView(next);
  };
  return [view, go];
}
