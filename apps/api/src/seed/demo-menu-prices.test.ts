import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { productPricing, type PromotionResource } from '@comanda/domain/menu/product-pricing';
import { selectOptions, type OptionSelection } from '@comanda/domain/menu/product-options';
import { isOfferedAt, type ScheduleResource } from '@comanda/domain/menu/product-schedule';
import type { VariationResource } from '@comanda/domain/menu/variation';
import { lineSubtotal } from '@comanda/domain/totals/subtotal';
import { businesses, products, sessions, users } from '../db/schema/index';
import { hashToken, newOpaqueToken } from '../lib/tokens';
import { createTestApp, type TestApp } from '../test/helper';
import { seedDemoData } from './demo';

/*
 * Issue 4, "Must show" 3: for every product of the demo menu, the prices the API computes (the
 * product's promotional_price / active_promotion, and the quote of an order line with options) equal
 * what the domain rules give for the promotions and option groups the API itself lists.
 */

let t: TestApp;
let headers: { authorization: string };
let timeZone: string;
let demo: { id: number; name: string }[];

beforeAll(async () => {
  t = await createTestApp();
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  await seedDemoData(t.app);
  log.mockRestore();
  const [owner] = await t.app.db.select().from(users).where(eq(users.email, 'owner@comanda.dev'));
  const token = newOpaqueToken();
  await t.app.db.insert(sessions).values({ userId: owner!.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 3_600_000) });
  headers = { authorization: `Bearer ${token}` };
  const [business] = await t.app.db.select().from(businesses);
  timeZone = business!.timezone;
  demo = await t.app.db.select({ id: products.id, name: products.name }).from(products).orderBy(asc(products.id));
});
afterAll(async () => t.close());

async function get<T>(url: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
  expect(res.statusCode, `GET ${url}`).toBe(200);
  return res.json().data as T;
}

interface ProductData {
  id: number;
  amount: number;
  promotional_price: number | null;
  active_promotion: boolean;
  is_weight_based: boolean;
  min_weight: number | null;
  active: boolean;
  available_now: boolean;
}

/** Picks the first available items of each group: `min` of them (at least one when required), or one of an optional group when `extras`. */
function choose(groups: readonly VariationResource[], extras: boolean): OptionSelection[] {
  return groups.flatMap((group) => {
    if (!group.available) return [];
    const least = Math.max(group.min, group.is_required ? 1 : 0);
    const count = Math.min(group.max, extras ? Math.max(least, 1) : least);
    return group.items.filter((item) => item.available).slice(0, count).map((item) => ({ item_id: item.id }));
  });
}

describe('demo menu prices: the API equals the domain rules', () => {
  it('has the whole demo menu to compare', () => {
    expect(demo.length).toBeGreaterThanOrEqual(20);
  });

  it("every product's promotional price and active promotion follow productPricing over its listed promotions", async () => {
    let promoted = 0;
    for (const { id, name } of demo) {
      const product = await get<ProductData>(`/products/${id}`);
      const promotions = await get<PromotionResource[]>(`/products/${id}/promotions`);
      const expected = productPricing(product.amount, promotions, new Date(), timeZone);
      expect({ name, promotional_price: product.promotional_price, active_promotion: product.active_promotion }).toEqual({ name, ...expected });
      if (expected.active_promotion) promoted += 1;
    }
    // The always-on 15% off the calabresa, at least.
    expect(promoted).toBeGreaterThanOrEqual(1);
  });

  it("every product's available_now follows its active switch and isOfferedAt over its listed schedules", async () => {
    for (const { id, name } of demo) {
      const product = await get<ProductData>(`/products/${id}`);
      const schedules = await get<ScheduleResource[]>(`/products/${id}/schedules`);
      expect(schedules, name).toHaveLength(7);
      expect({ name, available_now: product.available_now }).toEqual({ name, available_now: product.active && isOfferedAt(schedules, new Date(), timeZone) });
    }
  });

  it("every product's quote (required options only, then with one of every optional group) equals selectOptions + lineSubtotal", async () => {
    for (const { id, name } of demo) {
      const product = await get<ProductData>(`/products/${id}`);
      const promotions = await get<PromotionResource[]>(`/products/${id}/promotions`);
      const groups = await get<VariationResource[]>(`/products/${id}/variations`);
      for (const extras of [false, true]) {
        const items = choose(groups, extras);
        const body = product.is_weight_based ? { weight: 0.35, items } : { qty: 2, items };
        const res = await t.app.inject({ method: 'POST', url: `/api/v1/products/${id}/quote`, headers, payload: body });
        expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
        const quote = res.json().data;

        const selection = selectOptions(groups, items);
        expect(selection.ok, name).toBe(true);
        if (!selection.ok) continue;
        const pricing = productPricing(product.amount, promotions, new Date(), timeZone);
        const subtotal = lineSubtotal({
          id,
          amount: product.amount,
          ...pricing,
          is_weight_based: product.is_weight_based,
          min_weight: product.min_weight,
          weight: product.is_weight_based ? 0.35 : null,
          qty: product.is_weight_based ? 1 : 2,
          items: selection.options,
        });
        expect({ name, extras, ...quote }).toEqual({ name, extras, amount: product.amount, ...pricing, options: selection.options, subtotal });
      }
    }
  });

  // The same rules by hand, so that the comparison above cannot pass with both sides wrong.
  it('prices the showcase products as a person would', async () => {
    const byName = (name: string) => demo.find((p) => p.name === name)!.id;
    const quote = async (name: string, pick: (groups: VariationResource[]) => OptionSelection[], extra: object = {}) => {
      const id = byName(name);
      const groups = await get<VariationResource[]>(`/products/${id}/variations`);
      const res = await t.app.inject({ method: 'POST', url: `/api/v1/products/${id}/quote`, headers, payload: { items: pick(groups), ...extra } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { subtotal: number; promotional_price: number | null };
    };
    const items = (group: VariationResource, ...names: string[]) => names.map((n) => ({ item_id: group.items.find((i) => i.name === n)!.id }));

    // Half-and-half charged at the dearest flavour: Quatro Queijos 64,90 beats Margherita 59,90.
    expect((await quote('Pizza meio a meio', ([flavours]) => items(flavours!, 'Margherita', 'Quatro Queijos'))).subtotal).toBe(6490);
    // Average pricing: (53,90 + 50,90) / 2 = 52,40.
    expect((await quote('Pizza doce meio a meio', ([flavours]) => items(flavours!, 'Chocolate com morango', 'Romeu e Julieta'))).subtotal).toBe(5240);
    // 15% of 37,90 is 5,685, a discount of 5,69 (half away from zero): 32,21; plus a Grande (+20,00)
    // and the catupiry crust (+9,00).
    const calabresa = await quote('Pizza Calabresa', ([size, crust]) => [...items(size!, 'Grande (8 fatias)'), ...items(crust!, 'Catupiry')]);
    expect(calabresa).toMatchObject({ promotional_price: 3221, subtotal: 3221 + 2000 + 900 });
    // 350 g of açaí at 69,90/kg = 24,465 → 24,47.
    expect((await quote('Açaí self-service por kg', () => [], { weight: 0.35 })).subtotal).toBe(2447);
  });
});
