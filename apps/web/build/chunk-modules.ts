import { relative } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes dist/.vite/chunk-modules.json: each JavaScript file of the build and the modules in it
 * (paths from the repository root, or node_modules/<package>/…). scripts/bundle-budget.mjs reads it
 * to tell which libraries a page loads; the server does not serve the .vite folder.
 */
export function chunkModules(root: string): Plugin {
  return {
    name: 'comanda:chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        files[output.fileName] = output.moduleIds.map((id) => {
          const path = id.replace(/\\/g, '/');
          const inPackage = path.lastIndexOf('/node_modules/');
          return inPackage >= 0 ? path.slice(inPackage + 1) : relative(root, path).replace(/\\/g, '/');
        });
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(files, null, 1) });
    },
  };
}
