import type { Plugin } from 'vite';

/*
 * Hints in index.html, so that the browser fetches with the entry what the app would only ask for
 * once the framework has run (one round trip later on a slow link):
 * - `modulepreload` of the chunks of `modules`, with their imports, that the entry does not already
 *   load: the default language's texts and the login page, where most visits start. Any other page
 *   downloads them too (a few KB), but they are small and long-cached;
 * - `preload` of GET /api/v1/session, the session check every page starts with. The app's fetch of
 *   it (same URL, same-origin credentials) takes the preloaded answer instead of asking again.
 */
export function firstLoadHints(modules: string[]): Plugin {
  return {
    name: 'comanda:first-load-hints',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const entry = chunks.find((chunk) => chunk.isEntry);
        const loaded = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
        const wanted = new Set<string>();
        const add = (fileName: string) => {
          if (loaded.has(fileName) || wanted.has(fileName)) return;
          wanted.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) add(imported);
        };
        for (const module of modules) {
          const chunk = chunks.find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith(module));
          if (!chunk) throw new Error(`first-load-hints: no chunk for ${module}`);
          add(chunk.fileName);
        }
        return [
          ...[...wanted].map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
          { tag: 'link', attrs: { rel: 'preload', as: 'fetch', crossorigin: true, href: '/api/v1/session' }, injectTo: 'head' as const },
        ];
      },
    },
  };
}
