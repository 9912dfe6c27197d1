#!/usr/bin/env node
// Fails the build pipeline when a page's first load carries what it should not
// (docs/decisions/0007-login-page-javascript-budget.md):
// - /login above its budget of gzipped JavaScript;
// - a page's own chunks (beyond the signed-in shell) above their budget (/, /pedidos, /pdv: 130 KB);
// - a library kept off a page found in that page's first load: Chart.js on the home page (it loads
//   with the charts), QZ Tray's library on /pedidos (it loads to connect), libphonenumber where no
//   phone is shown or typed, zod and react-hook-form on /login and /cardapio (they load with the
//   first form used).
// A page's first load is the entry chunk and its static imports, the scripts index.html preloads
// (build/first-load-hints.ts), plus every module the router loads for it (layout, page, language
// files), each with its static imports; what they import dynamically (on a click, on focus) is not
// counted. It reads Vite's manifest and dist/.vite/chunk-modules.json
// (build/chunk-modules.ts). Run after `npm run build -w apps/web`; prints every page's figures.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const LOGIN_BUDGET_KB = 150;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');

// What the router loads for each page (keep in step with src/app/router.tsx and lib/i18n.ts), and
// the libraries that page must not load up front.
const PAGES = [
  {
    path: '/login',
    modules: ['src/app/routes/auth/login-page.tsx', 'src/locales/pt.json'],
    budgetKb: LOGIN_BUDGET_KB,
    without: ['libphonenumber-js', 'zod', 'react-hook-form', 'socket.io-client', '@dnd-kit', '@radix-ui'],
  },
  {
    path: '/profile',
    modules: ['src/app/layouts/default-layout.tsx', 'src/app/routes/profile/profile-page.tsx', 'src/locales/pt.json'],
    without: ['libphonenumber-js'],
  },
  {
    path: '/cardapio',
    modules: ['src/app/layouts/default-layout.tsx', 'src/app/routes/menu/menu-page.tsx', 'src/locales/pt.json', 'src/locales/menu/pt.json'],
    // The list: its form dialogs load when opened (components/ui/lazy-dialog.tsx).
    without: ['libphonenumber-js', 'zod', 'react-hook-form'],
  },
  {
    // Issue 16: the home page's own chunks within 130 KB, like the PDV's; Chart.js loads with the
    // charts (React.lazy), never up front.
    path: '/',
    modules: ['src/app/layouts/default-layout.tsx', 'src/app/routes/home/home-page.tsx', 'src/locales/pt.json'],
    ownBudgetKb: 130,
    without: ['libphonenumber-js', 'chart.js'],
  },
  {
    // Issue 17: the order manager prints, but QZ Tray's library loads only once a QZ Tray printer is
    // there to connect to.
    path: '/pedidos',
    modules: ['src/app/layouts/default-layout.tsx', 'src/app/routes/orders/order-manager-page.tsx', 'src/locales/pt.json', 'src/locales/orders/pt.json'],
    ownBudgetKb: 130,
    // Its cards and detail show phones: libphonenumber is in its place here.
    without: ['qz-tray', 'chart.js'],
  },
  {
    // Issue 33: the business page shows its menu's QR code, but the QR library loads with the code.
    path: '/settings/business',
    modules: ['src/app/layouts/default-layout.tsx', 'src/app/routes/settings/business-settings-page.tsx', 'src/locales/pt.json', 'src/locales/businessProfile/pt.json'],
    without: ['qrcode'],
  },
  {
    // Issue 15: the PDV's own chunks (beyond the shell every signed-in page loads) within 130 KB;
    // its dialogs load when opened.
    path: '/pdv',
    modules: ['src/app/layouts/default-layout.tsx', 'src/app/routes/pdv/pdv-page.tsx', 'src/components/require-feature.tsx', 'src/locales/pt.json', 'src/locales/pdv/pt.json'],
    ownBudgetKb: 130,
    without: ['libphonenumber-js'],
  },
];

/** What every signed-in page loads: the entry, the default layout and the main language file. */
const SHELL_MODULES = ['src/app/layouts/default-layout.tsx', 'src/locales/pt.json'];

function readJson(file) {
  const path = join(dist, '.vite', file);
  if (!existsSync(path)) {
    console.error(`bundle-budget: ${path} not found; run "npm run build -w apps/web" first.`);
    process.exit(1);
  }
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** @type {Record<string, { file: string, isEntry?: boolean, imports?: string[] }>} */
const manifest = readJson('manifest.json');
/** @type {Record<string, string[]>} */
const chunkModules = readJson('chunk-modules.json');
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('bundle-budget: no entry chunk in the manifest.');
  process.exit(1);
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]);

/** The JavaScript files of a page's first load. */
function firstLoad(modules) {
  const files = new Set();
  const collect = (key) => {
    const chunk = manifest[key];
    if (!chunk) {
      console.error(`bundle-budget: "${key}" is not in the manifest; update PAGES.`);
      process.exit(1);
    }
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported);
  };
  collect(entryKey);
  for (const key of modules) collect(key);
  for (const file of preloaded) files.add(file);
  return [...files].filter((file) => file.endsWith('.js'));
}

const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;
const inPackage = (id, name) => id.startsWith(`node_modules/${name}/`);

// A check that can never fail proves nothing: each library kept off a page must exist in the build.
for (const name of new Set(PAGES.flatMap((page) => page.without))) {
  if (!Object.values(chunkModules).some((ids) => ids.some((id) => inPackage(id, name)))) {
    console.error(`bundle-budget: no chunk holds ${name}; update PAGES.`);
    process.exit(1);
  }
}

const failures = [];
for (const page of PAGES) {
  const files = firstLoad(page.modules).map((file) => ({ file, kb: gzipKb(file) }));
  const total = files.reduce((sum, { kb }) => sum + kb, 0);
  console.log(`${page.path}: ${files.length} JavaScript files, ${total.toFixed(1)} KB gzipped${page.budgetKb ? ` (budget ${page.budgetKb} KB)` : ''}`);
  for (const { file, kb } of files.sort((a, b) => b.kb - a.kb)) console.log(`${kb.toFixed(1).padStart(8)} KB  ${file}`);
  if (page.budgetKb && total > page.budgetKb) failures.push(`${page.path} is over its budget by ${(total - page.budgetKb).toFixed(1)} KB`);
  if (page.ownBudgetKb) {
    const shell = new Set(firstLoad(SHELL_MODULES));
    const own = files.filter(({ file }) => !shell.has(file)).reduce((sum, { kb }) => sum + kb, 0);
    console.log(`  its own chunks beyond the shell: ${own.toFixed(1)} KB gzipped (budget ${page.ownBudgetKb} KB)`);
    if (own > page.ownBudgetKb) failures.push(`${page.path}'s own chunks are over their budget by ${(own - page.ownBudgetKb).toFixed(1)} KB`);
  }
  for (const name of page.without) {
    const carriers = files.filter(({ file }) => (chunkModules[file] ?? []).some((id) => inPackage(id, name)));
    if (carriers.length > 0) failures.push(`${page.path} loads ${name} up front (in ${carriers.map(({ file }) => file).join(', ')})`);
  }
}
// The public menu (issue 33, decision 0045): its own build, a budget of 50 KB gzipped for its first
// view (the script the page loads, with its static imports), and never React or zod.
const STOREFRONT_BUDGET_KB = 50;
const storefrontManifest = join(dist, 'storefront', '.vite', 'manifest.json');
if (!existsSync(storefrontManifest)) {
  failures.push('the storefront is not built (dist/storefront): run `npm run build -w apps/web`');
} else {
  const storefront = JSON.parse(readFileSync(storefrontManifest, 'utf8'));
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !storefront[key]) return;
    seen.add(key);
    for (const next of storefront[key].imports ?? []) visit(next);
  };
  visit('src/storefront/main.tsx');
  const files = [...seen].map((key) => `storefront/${storefront[key].file}`);
  const total = files.reduce((sum, file) => sum + gzipKb(file), 0);
  console.log(`/loja/{slug} (public menu): ${files.length} JavaScript file(s), ${total.toFixed(1)} KB gzipped (budget ${STOREFRONT_BUDGET_KB} KB)`);
  if (total > STOREFRONT_BUDGET_KB) failures.push(`the public menu is over its budget by ${(total - STOREFRONT_BUDGET_KB).toFixed(1)} KB`);
  const source = files.map((file) => readFileSync(join(dist, file), 'utf8')).join('\n');
  if (/react-dom|ZodError/.test(source)) failures.push('the public menu bundles React or zod');
}
for (const failure of failures) console.error(`bundle-budget: ${failure}`);
if (failures.length > 0) process.exit(1);
