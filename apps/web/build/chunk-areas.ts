import type { ChunkingContext } from 'rolldown';

/*
 * Names the chunk of each module of the app by the pages that reach it through static imports, so
 * that a page downloads a handful of files instead of one per shared component or icon:
 * - `login`: what only the guest pages need, the login page among them (its shell, api calls, icons);
 * - `kit`: what the login page shares with the rest of the app (text field, checkbox, language
 *   switch); the login page needs all of it, so nothing in it is wasted there;
 * - `shell`: what the default layout (menu, top bar, user menu) reaches, loaded by every logged-in page;
 * - `<folder>`: what only the pages of one folder of src/app/routes reach (`menu`, `settings`, …);
 * - `common…`: what pages of several folders share, named after the heavy libraries its pieces
 *   import (`common`, `common-forms`, `common-forms-phone`), so that a page without a form does not
 *   download zod for a piece it shares with form pages.
 * A module that is imported dynamically (a route, a language file, a lazy helper) keeps a chunk of
 * its own, and what only such lazy helpers reach is left to the bundler.
 */

type Label = string;

const LOGIN = /src[\\/]app[\\/]routes[\\/]auth[\\/]login-page\.tsx$/;
const DEFAULT_LAYOUT = /src[\\/]app[\\/]layouts[\\/]default-layout\.tsx$/;
const ROUTE_FOLDER = /src[\\/]app[\\/]routes[\\/]([^\\/]+)[\\/]/;
const HEAVY_LIBRARIES: Array<[string, RegExp]> = [
  ['dnd', /node_modules[\\/]@dnd-kit[\\/]/],
  ['forms', /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/],
  ['phone', /node_modules[\\/]libphonenumber-js[\\/]/],
];

/** What a dynamically imported module stands for: the login page, the shell, a route folder, or other. */
function labelOf(root: string): Label {
  if (LOGIN.test(root)) return 'login';
  if (DEFAULT_LAYOUT.test(root)) return 'shell';
  return ROUTE_FOLDER.exec(root)?.[1] ?? 'other';
}

type Graph = { roots: Set<string>; labels: Map<string, Set<Label>>; imports: (id: string) => string[] };

function analyse(ctx: ChunkingContext, anyId: string): Graph {
  const imports = (id: string) => ctx.getModuleInfo(id)?.importedIds ?? [];
  // Every module of the graph, found by walking from the one given in both directions.
  const all = new Set<string>();
  const pending = [anyId];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (all.has(id)) continue;
    all.add(id);
    const info = ctx.getModuleInfo(id);
    if (info) pending.push(...info.importers, ...info.dynamicImporters, ...info.importedIds, ...info.dynamicallyImportedIds);
  }
  const roots = new Set([...all].filter((id) => (ctx.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0));
  const labels = new Map<string, Set<Label>>();
  for (const root of roots) {
    const label = labelOf(root);
    const seen = new Set<string>();
    const stack = [root];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      labels.set(id, (labels.get(id) ?? new Set()).add(label));
      stack.push(...imports(id));
    }
  }
  return { roots, labels, imports };
}

/** The heavy libraries (HEAVY_LIBRARIES) a module imports, directly or through others. */
function heavyLibraries(graph: Graph, id: string): string[] {
  const found = new Set<string>();
  const seen = new Set<string>();
  const stack = [id];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    const heavy = HEAVY_LIBRARIES.find(([, test]) => test.test(next));
    if (heavy) found.add(heavy[0]);
    else stack.push(...graph.imports(next));
  }
  return HEAVY_LIBRARIES.map(([name]) => name).filter((name) => found.has(name));
}

/** A `name` function for a rolldown code-splitting group (see the comment at the top). */
export function chunkAreas() {
  let graph: Graph | null = null;
  return function name(id: string, ctx: ChunkingContext): string | null {
    graph ??= analyse(ctx, id);
    const labels = graph.labels.get(id);
    if (graph.roots.has(id) || !labels) return null;
    if (labels.has('login')) return [...labels].every((l) => l === 'login' || l === 'auth') ? 'login' : 'kit';
    if (labels.has('shell')) return 'shell';
    const [only] = labels;
    if (labels.size === 1) return only === 'other' ? null : only!;
    return ['common', ...heavyLibraries(graph, id)].join('-');
  };
}
