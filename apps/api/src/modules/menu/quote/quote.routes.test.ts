import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteBody, QuoteResource } from '@comanda/domain/menu/product-quote';
import type { VariationBodyInput } from '@comanda/domain/menu/variation';
import { addEmployee, createUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helper';
import { createOwner, insertProduct, insertPromotionRow, insertVariation, sizes, type Owner } from '../variations/options-fixtures';
import type { ProductRow } from '../menu-access';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const quote = (owner: Owner, product: { id: number }, payload: Partial<QuoteBody> & object, lang?: 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/products/${product.id}/quote`,
    headers: { ...owner.user.headers, ...(lang ? { 'accept-language': lang } : {}) },
    payload,
  });
const data = (res: { json(): unknown }) => (res.json() as { data: QuoteResource }).data;

const flavours = (mode: Partial<VariationBodyInput>): VariationBodyInput => ({
  name: 'Sabores',
  min: 1,
  max: 2,
  items: [
    { name: 'Calabresa', amount: 4000 },
    { name: 'Quatro queijos', amount: 5000 },
  ],
  ...mode,
});

async function pizza(amount = 1000): Promise<{ owner: Owner; product: ProductRow }> {
  const owner = await createOwner(t.app);
  return { owner, product: await insertProduct(t.app, owner.business.id, { amount }) };
}

describe('POST /products/:id/quote', () => {
  it('half-and-half: each of two flavours costs half (R$ 40 and R$ 50 → R$ 45) plus the base', async () => {
    const { owner, product } = await pizza(1000);
    const group = await insertVariation(t.app, product, flavours({ is_average_calc: true }));
    const res = await quote(owner, product, { items: group.items.map((item) => ({ item_id: item.id })) });
    expect(res.statusCode).toBe(200);
    expect(data(res)).toMatchObject({ amount: 1000, promotional_price: null, active_promotion: false, subtotal: 1000 + 4500 });
    expect(data(res).options.map((o) => [o.amount, o.is_average_calc, o.category_average_count])).toEqual([
      [4000, true, 2],
      [5000, true, 2],
    ]);
  });

  it('highest-price group: only the dearest chosen flavour counts', async () => {
    const { owner, product } = await pizza(1000);
    const group = await insertVariation(t.app, product, flavours({ is_highest_price: true }));
    const res = await quote(owner, product, { items: group.items.map((item) => ({ item_id: item.id })) });
    expect(res.statusCode).toBe(200);
    expect(data(res).subtotal).toBe(1000 + 5000);
  });

  it('plain add-ons add price × their quantity, and the line multiplies by qty', async () => {
    const { owner, product } = await pizza(2500);
    const addons = await insertVariation(t.app, product, {
      name: 'Adicionais',
      min: 0,
      max: 5,
      items: [
        { name: 'Bacon', amount: 500 },
        { name: 'Cheddar', amount: 300 },
      ],
    });
    const [bacon, cheddar] = addons.items;
    const res = await quote(owner, product, { qty: 2, items: [{ item_id: bacon!.id, qty: 2 }, { item_id: cheddar!.id }] });
    expect(res.statusCode).toBe(200);
    expect(data(res).subtotal).toBe((2500 + 2 * 500 + 300) * 2);
    expect(data(res).options.map((o) => o.qty)).toEqual([2, 1]);
  });

  it('a running percentage promotion lowers the base; a switched-off one does not', async () => {
    const { owner, product } = await pizza(3000);
    await insertVariation(t.app, product, { ...sizes, is_required: false, min: 0 });
    await insertPromotionRow(t.app, product, { type: 'percentage', discount_value: 10 });
    const res = await quote(owner, product, {});
    expect(res.statusCode).toBe(200);
    expect(data(res)).toMatchObject({ amount: 3000, promotional_price: 2700, active_promotion: true, subtotal: 2700, options: [] });

    const other = await pizza(3000);
    const off = await insertPromotionRow(t.app, other.product, { type: 'percentage', discount_value: 10 });
    await t.app.inject({ method: 'PATCH', url: `/api/v1/products/${other.product.id}/promotions/${off.id}/toggle`, headers: other.owner.user.headers });
    expect(data(await quote(other.owner, other.product, {}))).toMatchObject({ active_promotion: false, subtotal: 3000 });
  });

  it('answers 422 on items when a required group is left out', async () => {
    const { owner, product } = await pizza();
    await insertVariation(t.app, product, sizes);
    const res = await quote(owner, product, { items: [] });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: 'Escolha pelo menos 1 opção em Tamanho', errors: { items: ['Escolha pelo menos 1 opção em Tamanho'] } });
  });

  it('answers 422 on items for too many, unavailable and unknown options, in pt and en', async () => {
    const { owner, product } = await pizza();
    const group = await insertVariation(t.app, product, flavours({ min: 1, max: 1 }));
    const [calabresa, queijos] = group.items;
    const tooMany = await quote(owner, product, { items: [{ item_id: calabresa!.id }, { item_id: queijos!.id }] });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toEqual({ items: ['Escolha no máximo 1 opção em Sabores'] });

    await t.app.inject({ method: 'PUT', url: `/api/v1/products/${product.id}/variations/${group.id}/items/${calabresa!.id}/toggle`, headers: owner.user.headers });
    const unavailable = await quote(owner, product, { items: [{ item_id: calabresa!.id }, { item_id: 999_999 }] });
    expect(unavailable.statusCode).toBe(422);
    expect(unavailable.json()).toEqual({
      message: 'A opção Calabresa não está disponível (e mais 2 erros)',
      errors: { items: ['A opção Calabresa não está disponível', 'A opção escolhida não existe neste produto', 'Escolha pelo menos 1 opção em Sabores'] },
    });
    const en = await quote(owner, product, { items: [{ item_id: queijos!.id, qty: 3 }] }, 'en');
    expect(en.json().errors).toEqual({ items: ['Choose at most 1 option in Sabores'] });
  });

  it('plural counts read in the plural', async () => {
    const { owner, product } = await pizza();
    const group = await insertVariation(t.app, product, flavours({ min: 2, max: 2 }));
    const res = await quote(owner, product, { items: [{ item_id: group.items[0]!.id }] });
    expect(res.json().errors.items).toEqual(['Escolha pelo menos 2 opções em Sabores']);
  });

  it('prices a weight-based product by its weight: 0,5 kg of R$ 59,90/kg is R$ 29,95', async () => {
    const { owner } = await pizza();
    const product = await insertProduct(t.app, owner.business.id, { name: 'Buffet', amount: 5990, isWeightBased: true, minWeight: 0.3 });
    const res = await quote(owner, product, { weight: 0.5, qty: 3 });
    expect(res.statusCode).toBe(200);
    expect(data(res).subtotal).toBe(2995);
  });

  it("answers 422 on weight below the product's minimum, or without a weight", async () => {
    const { owner } = await pizza();
    const product = await insertProduct(t.app, owner.business.id, { amount: 5990, isWeightBased: true, minWeight: 0.3 });
    const light = await quote(owner, product, { weight: 0.2 });
    expect(light.statusCode).toBe(422);
    expect(light.json()).toEqual({ message: 'O peso mínimo deve ser maior ou igual a 0,3 kg', errors: { weight: ['O peso mínimo deve ser maior ou igual a 0,3 kg'] } });
    expect((await quote(owner, product, {})).json().errors).toEqual({ weight: ['O peso mínimo deve ser maior ou igual a 0,3 kg'] });
    expect((await quote(owner, product, { weight: 0.2 }, 'en')).json().errors.weight).toEqual(['The minimum weight must be greater than or equal to 0.3 kg']);
  });

  it('answers 422 on qty when it is not a positive whole number', async () => {
    const { owner, product } = await pizza();
    const res = await quote(owner, product, { qty: 0 });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['qty']);
  });

  it('answers 401 without a session', async () => {
    const { product } = await pizza();
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/products/${product.id}/quote`, payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it('answers 403 to an employee without manage_menu', async () => {
    const { owner, product } = await pizza();
    const waiter = await createUser(t.app);
    await addEmployee(t.app, owner.business, waiter, { role: 'waiter' });
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/products/${product.id}/quote`, headers: waiter.headers, payload: {} });
    expect(res.statusCode).toBe(403);
  });

  it("answers 404 for another business's product", async () => {
    const { owner } = await pizza();
    const other = await pizza();
    const res = await quote(owner, other.product, {});
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Produto não encontrado.');
  });
});
