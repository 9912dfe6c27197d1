import { useEffect, useRef } from 'react';

type Shortcuts = {
  focusSearch: () => void;
  /** + and − outside a text field change the quantity of the last item added. */
  changeLastQty: (delta: 1 | -1) => void;
  submit: () => void;
};

function typingIn(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/** The PDV without the mouse: / or F2 search, + and − quantity, Ctrl+Enter sends the order. */
export function usePdvKeyboard(shortcuts: Shortcuts) {
  const latest = useRef(shortcuts);
  latest.current = shortcuts;
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (document.querySelector('[role="dialog"]')) return;
      if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        latest.current.submit();
      } else if (event.key === 'F2' || (event.key === '/' && !typingIn(event.target))) {
        event.preventDefault();
        latest.current.focusSearch();
      } else if (!typingIn(event.target) && (event.key === '+' || event.key === '-')) {
        event.preventDefault();
        latest.current.changeLastQty(event.key === '+' ? 1 : -1);
      }
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
