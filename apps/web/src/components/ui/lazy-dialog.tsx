import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog whose code (and the form libraries it needs) loads the first time it opens, not with the
 * page: /cardapio shows its list without zod or react-hook-form (docs/decisions/0007). Once opened
 * it stays mounted, so it closes as any dialog does (animation, focus back on the button).
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean): ComponentType<P> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  return function LazyDialog(props: P) {
    const [opened, setOpened] = useState(false);
    if (!opened && isOpen(props)) setOpened(true);
    return opened ? (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    ) : null;
  };
}
