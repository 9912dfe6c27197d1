import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkAreas } from './build/chunk-areas.ts';
import { chunkModules } from './build/chunk-modules.ts';
import { firstLoadHints } from './build/first-load-hints.ts';
import { lucideDirectImports } from './build/lucide-direct-imports.ts';

/** Matches modules of the named packages (and nothing whose name only starts the same). */
function nodeModules(...packages: string[]): RegExp {
  const names = packages.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('/', '[\\\\/]'));
  return new RegExp(`node_modules[\\\\/](${names.join('|')})[\\\\/]`);
}

const API_TARGET = process.env['VITE_API_TARGET'] ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [lucideDirectImports(), react(), tailwindcss(), chunkModules(fileURLToPath(new URL('../..', import.meta.url))), firstLoadHints(['src/locales/pt.json', 'src/app/routes/auth/login-page.tsx'])],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/socket.io': { target: API_TARGET, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/socket.io': { target: API_TARGET, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/bundle-budget.mjs reads the manifest (and build/chunk-modules.ts's list) to know what a page loads.
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // How the JavaScript is split, by what each page needs (docs/decisions/0007): a page loads a
        // handful of files, and /login none of the libraries only the logged-in pages use.
        codeSplitting: {
          groups: [
            // What every page needs, /login included, in one long-cached file.
            {
              name: 'framework',
              test: nodeModules('react', 'react-dom', 'scheduler', 'react-router', 'i18next', 'react-i18next', '@tanstack/react-query', '@tanstack/query-core', 'use-sync-external-store'),
              priority: 30,
            },
            // The other libraries, each in a file of its own, loaded by the pages that use them.
            { name: 'phone', test: nodeModules('libphonenumber-js'), priority: 20 },
            { name: 'zod', test: nodeModules('zod'), priority: 20 },
            { name: 'forms', test: nodeModules('react-hook-form', '@hookform'), priority: 20 },
            { name: 'dnd', test: nodeModules('@dnd-kit'), priority: 20 },
            { name: 'realtime', test: nodeModules('socket.io-client', 'socket.io-parser', 'engine.io-client', 'engine.io-parser', '@socket.io'), priority: 20 },
            {
              name: 'ui-primitives',
              test: nodeModules('@radix-ui', '@floating-ui', 'react-remove-scroll', 'react-remove-scroll-bar', 'aria-hidden', 'use-sidecar', 'use-callback-ref', 'react-style-singleton', 'get-nonce', 'tslib'),
              priority: 20,
            },
            // What the entry imports stays in the entry's file, not split into small files because
            // lazy pages share it.
            { name: 'app', tags: ['$initial'], priority: 10 },
            // The app's own modules and icons, by the pages that reach them (build/chunk-areas.ts). Each
            // module is named there, so no group may pull a module's imports in with it.
            { name: chunkAreas(), debugName: 'areas', priority: 5, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
