import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { warmRouteModules } from './app/router';
import { isChunkLoadError, reloadAfterChunkError } from './lib/chunk-reload';
import { initI18n } from './lib/i18n';
import './styles.css';

const root = createRoot(document.getElementById('root')!);
warmRouteModules(window.location);

initI18n()
  .then(() => {
    // As a transition, the first render yields to the browser every few milliseconds instead of
    // holding the main thread for the whole tree (a slow phone's input would wait for it).
    startTransition(() => {
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
  })
  .catch((error: unknown) => {
    // The language file is a chunk too: after a deploy it may be gone, and a reload fixes that.
    if (isChunkLoadError(error) && reloadAfterChunkError()) return;
    throw error;
  });
