import type { ChunkingContext } from 'rolldown';

/*
 * Names the chunk of each module of the app by the pages that reach it through static imports, so
 * that a page downloads a handful of files instead of one per shared component or icon:
 * - `login`: what only the guest pages need, the login page among them (its shell, api calls, icons);
 * - `kit`: what the login page shares with the rest of the app (text field, checkbox, language
 *   switch); the login page needs all of it, so nothing in it is wasted there;
 * - `shell`: what the default layout (menu, top bar, user menu) reaches, loaded by every logged-in page;
 * - `<folder>…`: what several pages of one folder of src/app/routes reach (`menu`, `settings`, …);
 * - `common…`: what pages of several folders share.
 * The last two are named after the heavy libraries their pieces import, directly or not (`menu`,
 * `menu-forms`, `common-forms-phone`…): the list of /cardapio shares pieces with the product form,
 * and must not download (nor run) zod and react-hook-form for them.
 * A module that is imported dynamically (a route, a language file, a lazy helper) keeps a chunk of
 * its own, with what only it reaches; what only lazy helpers reach is left to the bundler.
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

/** What a module stands for by its path: the login page, the shell, a route folder, or other. */
function labelOfPath(id: string): Label {
  if (LOGIN.test(id)) return 'login';
  if (DEFAULT_LAYOUT.test(id)) return 'shell';
  return ROUTE_FOLDER.exec(id)?.[1] ?? 'other';
}

/**
 * What a dynamically imported module stands for: its own path's label, or for a lazy piece outside
 * the routes (a dialog the menu page loads when opened) the label of the routes that import it.
 */
function labelOf(root: string, ctx: ChunkingContext): Label {
  const own = labelOfPath(root);
  if (own !== 'other') return own;
  const importers = new Set((ctx.getModuleInfo(root)?.dynamicImporters ?? []).map(labelOfPath));
  const [only] = importers;
  return importers.size === 1 && only !== 'login' && only !== 'shell' ? only! : 'other';
}

type Graph = {
  roots: Map<string, Label>;
  /** For each module, the dynamically imported modules that reach it through static imports. */
  reachedBy: Map<string, Set<string>>;
  imports: (id: string) => string[];
};

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
  const roots = new Map(
    [...all].filter((id) => (ctx.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0).map((id) => [id, labelOf(id, ctx)] as const),
  );
  const reachedBy = new Map<string, Set<string>>();
  for (const root of roots.keys()) {
    const seen = new Set<string>();
    const stack = [root];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      reachedBy.set(id, (reachedBy.get(id) ?? new Set()).add(root));
      stack.push(...imports(id));
    }
  }
  return { roots, reachedBy, imports };
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
    const roots = graph.reachedBy.get(id);
    // A module only one page (or lazy helper) reaches goes into that page's own chunk.
    if (graph.roots.has(id) || !roots || roots.size === 1) return null;
    const labels = new Set([...roots].map((root) => graph!.roots.get(root)!));
    if (labels.has('login')) return [...labels].every((l) => l === 'login' || l === 'auth') ? 'login' : 'kit';
    if (labels.has('shell')) return 'shell';
    const [only] = labels;
    if (labels.size === 1 && only === 'other') return null;
    return [labels.size === 1 ? only! : 'common', ...heavyLibraries(graph, id)].join('-');
  };
}
