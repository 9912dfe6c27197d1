import { describe, expect, it } from 'vitest';
import { fractionText, kitchenLines, optionTexts, type KitchenLineSource } from './kitchen-lines';
import type { OrderLineOptionSnapshot } from './order-resource';

const option = (name: string, group: { id: number; name: string } | null, extra: Partial<OrderLineOptionSnapshot> = {}): OrderLineOptionSnapshot => ({
  item_id: name.length, name, group_id: group?.id ?? null, group_name: group?.name ?? null, qty: 1, amount: 0,
  is_highest_price: false, is_average_calc: false, category_average_count: null, ...extra,
});
const flavours = { id: 1, name: 'Sabores (escolha 2)' };
const crust = { id: 2, name: 'Borda' };
const extras = { id: 3, name: 'Adicionais' };
const line = (extra: Partial<KitchenLineSource> = {}): KitchenLineSource => ({
  product_id: 10, name: 'Pizza Calabresa', qty: 1, weight: null, is_weight_based: false, items: [], comments: null, ...extra,
});

describe('the options as the kitchen reads them', () => {
  it('prefixes each flavour of a half-and-half priced by the dearest flavour with ½, and names the other groups', () => {
    const items = [
      option('Calabresa', flavours, { is_highest_price: true }),
      option('Quatro Queijos', flavours, { is_highest_price: true }),
      option('Catupiry', crust),
    ];
    expect(optionTexts(items)).toEqual(['½ Calabresa', '½ Quatro Queijos', 'Borda: Catupiry']);
  });

  it('prefixes each flavour of an average-priced group of three with ⅓, and one chosen twice with ⅔', () => {
    const average = { is_average_calc: true, category_average_count: 3 };
    expect(optionTexts([option('Chocolate', flavours, average), option('Banana', flavours, average), option('Morango', flavours, average)])).toEqual([
      '⅓ Chocolate', '⅓ Banana', '⅓ Morango',
    ]);
    expect(optionTexts([option('Chocolate', flavours, { ...average, qty: 2 }), option('Banana', flavours, average)])).toEqual(['⅔ Chocolate', '⅓ Banana']);
  });

  it('writes thirds as 1/3 on a printed ticket, whose code page has ½ and ¼ but no ⅓', () => {
    expect(fractionText(1, 3, 'ticket')).toBe('1/3');
    expect(fractionText(2, 4, 'ticket')).toBe('½');
    expect(fractionText(1, 4, 'ticket')).toBe('¼');
    expect(fractionText(1, 5)).toBe('1/5');
  });

  it('gives a single flavour of a split group no fraction, and lists a summed group after its name with quantities', () => {
    expect(optionTexts([option('Calabresa', flavours, { is_highest_price: true })])).toEqual(['Sabores (escolha 2): Calabresa']);
    expect(optionTexts([option('Bacon', extras, { qty: 2 }), option('Cheddar', extras)])).toEqual(['Adicionais: 2x Bacon, Cheddar']);
    expect(optionTexts([option('Gelo', null)])).toEqual(['Gelo']);
  });
});

describe('the lines as the kitchen reads them', () => {
  it('shows the weight of a line sold by weight, in the language of the reader', () => {
    const acai = line({ name: 'Açaí', is_weight_based: true, weight: 0.45 });
    expect(kitchenLines([acai], 'pt')[0]!.quantity).toBe('0,450 kg');
    expect(kitchenLines([acai], 'en')[0]!.quantity).toBe('0.450 kg');
  });

  it('merges identical lines (same product, options and comment) with their quantities summed, in the place of the first', () => {
    const pizza = line({ items: [option('Catupiry', crust)], comments: 'bem assada' });
    const coke = line({ product_id: 20, name: 'Refrigerante lata' });
    const lines = kitchenLines([pizza, coke, { ...pizza, qty: 2 }], 'pt');
    expect(lines.map((l) => `${l.quantity} ${l.name}`)).toEqual(['3x Pizza Calabresa', '1x Refrigerante lata']);
    expect(lines[0]!.options).toEqual(['Borda: Catupiry']);
    expect(lines[0]!.lines).toHaveLength(2);
  });

  it('keeps apart lines whose options, comment or product differ, lines sold by weight, and lines of another batch', () => {
    const pizza = line();
    expect(kitchenLines([pizza, { ...pizza, items: [option('Catupiry', crust)] }], 'pt')).toHaveLength(2);
    expect(kitchenLines([pizza, { ...pizza, comments: 'sem cebola' }], 'pt')).toHaveLength(2);
    expect(kitchenLines([pizza, { ...pizza, product_id: 11 }], 'pt')).toHaveLength(2);
    const acai = line({ name: 'Açaí', is_weight_based: true, weight: 0.3 });
    expect(kitchenLines([acai, acai], 'pt')).toHaveLength(2);
    const batches = kitchenLines([pizza, { ...pizza, comments: 'new' }, pizza], 'pt', { batchOf: (l) => (l.comments === 'new' ? 'b' : 'a') });
    expect(batches.map((l) => l.quantity)).toEqual(['2x', '1x']);
  });
});
