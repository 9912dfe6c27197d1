import { defineConfig } from 'vite';

// The storefront's script (issue 33, docs/decisions/0045): Preact, not React, so the public menu's
// first view stays under 50 KB of gzipped JavaScript on a cheap phone. Built after the app into
// dist/storefront/; the API reads its manifest to write the page's <script> and <link>.
export default defineConfig({
  base: '/storefront/',
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: 'dist/storefront',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    rolldownOptions: { input: 'src/storefront/main.tsx' },
  },
});
