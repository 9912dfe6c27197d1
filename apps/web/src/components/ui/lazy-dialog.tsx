import { Component, Suspense, use, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError } from '../../lib/chunk-reload';
import { retryableImport, retryFailedImports } from '../../lib/retryable-import';
import { Alert } from './alert';
import { Button } from './button';

type DialogProps = { onClose: () => void };

type BoundaryProps = { fallback: (retry: () => void) => ReactNode; children: ReactNode };

/** Catches code that did not arrive (offline); any other error goes on to the page's boundary. */
class ChunkBoundary extends Component<BoundaryProps, { failed: { error: unknown } | null }> {
  override state: { failed: { error: unknown } | null } = { failed: null };

  static getDerivedStateFromError(error: unknown) {
    return { failed: { error } };
  }

  override render() {
    const { failed } = this.state;
    if (!failed) return this.props.children;
    if (!isChunkLoadError(failed.error)) throw failed.error;
    return this.props.fallback(() => {
      retryFailedImports();
      this.setState({ failed: null });
    });
  }
}

function DialogLoadFailed({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-md rounded-lg bg-white shadow-lg">
      <Alert
        tone="error"
        testId="chunk-retry"
        title={t('errors.chunkFailed')}
        actions={
          <>
            <Button size="sm" onClick={onRetry} data-testid="chunk-retry-button">
              {t('common.retry')}
            </Button>
            <Button size="sm" variant="secondary" onClick={onClose}>
              {t('common.close')}
            </Button>
          </>
        }
      >
        {t('errors.chunkFailedHint')}
      </Alert>
    </div>
  );
}

export type LazyDialog<P> = ComponentType<P> & {
  /** Fetches the dialog's code now, so that it opens without the network later. */
  preload: () => Promise<void>;
};

/**
 * A dialog whose code (and the form libraries it needs) loads the first time it opens, not with the
 * page: /cardapio shows its list without zod or react-hook-form (docs/decisions/0007). Once opened
 * it stays mounted, so it closes as any dialog does (animation, focus back on the button).
 *
 * Code that does not arrive (offline) shows a retry over the page, which stays as it was (issue 31);
 * React.lazy would keep the failure for good and hand it to the page's error boundary. Opening it again
 * after a failure shows the retry again; the retry (or any other) imports it again.
 */
export function lazyDialog<P extends DialogProps>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean): LazyDialog<P> {
  const dialog = retryableImport(load);

  function LoadedDialog(props: P) {
    const Dialog = dialog.loaded() ?? use(dialog.get());
    return <Dialog {...props} />;
  }

  function LazyDialog(props: P) {
    const [opened, setOpened] = useState(false);
    const open = isOpen(props);
    if (!opened && open) setOpened(true);
    // Until its code has arrived it exists only while open: opening it again tries again.
    if (!open && !(opened && dialog.loaded())) return null;
    return (
      <ChunkBoundary fallback={(retry) => <DialogLoadFailed onRetry={retry} onClose={props.onClose} />}>
        <Suspense fallback={null}>
          <LoadedDialog {...props} />
        </Suspense>
      </ChunkBoundary>
    );
  }

  return Object.assign(LazyDialog, { preload: () => dialog.get().then(() => undefined) });
}
