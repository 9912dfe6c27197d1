import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/*
 * `import { House, Plus } from 'lucide-react'` goes through a barrel that re-exports every icon, so
 * the module graph says each page imports all of them. Rewriting such imports to one import per icon
 * (`lucide-react/icons/house`), as Next.js's optimizePackageImports does, leaves only real edges in
 * the graph: an icon then lands in the chunk of the pages that use it (build/chunk-areas.ts), and
 * the bundler has no barrel to tree-shake.
 */

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"];?/g;
const BARREL_EXPORT = /export\s*\{([^}]*)\}\s*from\s*'\.\/icons\/([^']+)\.mjs'/g;

/** Every exported icon name (House, HouseIcon, LucideHouse, aliases) → its file ('house'). */
function iconFiles(): Map<string, string> {
  const require = createRequire(import.meta.url);
  const barrel = join(dirname(require.resolve('lucide-react/package.json')), 'dist/esm/lucide-react.mjs');
  const files = new Map<string, string>();
  for (const [, names, file] of readFileSync(barrel, 'utf8').matchAll(BARREL_EXPORT)) {
    for (const entry of names!.split(',')) {
      const name = /default\s+as\s+(\w+)/.exec(entry)?.[1];
      if (name) files.set(name, file!);
    }
  }
  return files;
}

export function lucideDirectImports(): Plugin {
  let files: Map<string, string> | null = null;
  return {
    name: 'comanda:lucide-direct-imports',
    enforce: 'pre',
    transform: {
      filter: { id: /[\\/]src[\\/].*\.tsx?$/, code: 'lucide-react' },
      handler(code) {
        files ??= iconFiles();
        const known = files;
        let changed = false;
        const result = code.replace(IMPORT, (statement, list: string) => {
          const direct: string[] = [];
          const kept: string[] = [];
          for (const raw of list.split(',').map((s) => s.trim()).filter(Boolean)) {
            const [imported, local = imported] = raw.split(/\s+as\s+/);
            const file = raw.startsWith('type ') ? undefined : known.get(imported!);
            if (file) direct.push(`import ${local} from 'lucide-react/icons/${file}';`);
            else kept.push(raw);
          }
          if (direct.length === 0) return statement;
          changed = true;
          return [...direct, ...(kept.length > 0 ? [`import { ${kept.join(', ')} } from 'lucide-react';`] : [])].join(' ');
        });
        return changed ? { code: result, map: null } : null;
      },
    },
  };
}
