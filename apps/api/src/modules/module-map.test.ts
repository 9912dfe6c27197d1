import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The module map (docs/architecture.md, issue 32): one folder per part of the product. The lint rule
// keeps modules to each other's `<module>.api.ts`; this keeps a module from swallowing its
// neighbours again (orders had absorbed tables, coupons, loyalty and printing, 4.2k lines) and
// keeps the homes of what comes next in place.

const MODULES = fileURLToPath(new URL('.', import.meta.url));
/**
 * Lines of production code past which a module should be split by what it does for the restaurant.
 * Orders grew past 2,000 with scheduled orders' release (decision 0047); the next thing it takes on
 * should move the placement (place-order, insert-order, placement-batch, submit-order) to its own module.
 * Messaging reached 2,000 with its second provider (the Cloud API, decision 0052); the next thing it
 * takes on should move the campaigns (campaigns/: lane, pacing, rate limit) to a module of their own.
 */
const MAX_LINES: Record<string, number> = { orders: 2200, menu: 3000, messaging: 2300 };
const DEFAULT_MAX = 2000;

function productionLines(dir: string): number {
  return fs.readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sum + productionLines(full);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) return sum;
    return sum + fs.readFileSync(full, 'utf8').split('\n').length - 1;
  }, 0);
}

const modules = fs
  .readdirSync(MODULES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('the module map', () => {
  it('has a home for each part of the product, the ones to come included', () => {
    for (const name of ['orders', 'tables', 'coupons', 'loyalty', 'printing', 'payments', 'messaging', 'billing', 'storefront', 'webhooks']) {
      expect(modules, name).toContain(name);
    }
  });

  it.each(modules)('%s stays under its size', (name) => {
    expect(productionLines(path.join(MODULES, name))).toBeLessThan(MAX_LINES[name] ?? DEFAULT_MAX);
  });
});
