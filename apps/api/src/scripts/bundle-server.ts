import path from 'node:path';
import { build, type Plugin } from 'esbuild';

/*
 * `npm run build -w apps/api`: the server as `npm start` runs it (docs/decisions/0001, issue 20).
 * Loading ~400 TypeScript modules through tsx's loader hooks was most of a restart; one bundle of our
 * own code (the API and packages/domain) starts without them. npm packages stay outside the bundle,
 * loaded from node_modules as they are. Development (`npm run dev`) and the tests still run the
 * sources with tsx; the journeys and CI's smoke start run this bundle.
 */

const apiRoot = path.resolve(import.meta.dirname, '../..');

/** Every bare import stays external except our workspace packages, which are TypeScript sources. */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@comanda/') ? undefined : { path: args.path, external: true }));
  },
};

const started = Date.now();
await build({
  absWorkingDir: apiRoot,
  entryPoints: { server: 'src/server.ts', 'pglite-worker': 'src/db/embedded/pglite-worker.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
});
console.log(`API bundled into ${path.join(apiRoot, 'dist')} in ${Date.now() - started} ms`);
