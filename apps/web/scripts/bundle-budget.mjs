#!/usr/bin/env node
// Fails the build pipeline when the JavaScript that /login needs grows above the budget.
// It reads dist/.vite/manifest.json (build.manifest) and sums the gzipped size of: the entry chunk
// and its static imports, and every module the /login route loads (layout, page, default language),
// each with its own static imports. Run after `npm run build -w apps/web`.
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');

// Modules loaded on demand when /login opens. Keep in step with src/app/router.tsx and lib/i18n.ts.
const LOGIN_MODULES = ['src/app/routes/auth/login-page.tsx', 'src/locales/pt.json'];

if (!existsSync(manifestPath)) {
  console.error(`bundle-budget: ${manifestPath} not found; run "npm run build -w apps/web" first.`);
  process.exit(1);
}

/** @type {Record<string, { file: string, isEntry?: boolean, imports?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('bundle-budget: no entry chunk in the manifest.');
  process.exit(1);
}

const files = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk) {
    console.error(`bundle-budget: "${key}" is not in the manifest; update LOGIN_MODULES.`);
    process.exit(1);
  }
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported);
}

collect(entryKey);
for (const key of LOGIN_MODULES) collect(key);

let total = 0;
const rows = [];
for (const file of files) {
  if (!file.endsWith('.js')) continue;
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  rows.push([file, size]);
}
rows.sort((a, b) => b[1] - a[1]);
for (const [file, size] of rows) console.log(`${(size / 1024).toFixed(1).padStart(8)} KB  ${file}`);
const totalKb = total / 1024;
console.log(`/login JavaScript: ${totalKb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB)`);
if (totalKb > BUDGET_KB) {
  console.error(`bundle-budget: over budget by ${(totalKb - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
