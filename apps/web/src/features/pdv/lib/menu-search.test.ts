import { describe, expect, it } from 'vitest';
import type { PdvProduct } from '@comanda/domain/pdv/pdv-menu';
import { indexMenu, searchMenu } from './menu-search';

const product = (id: number, name: string) => ({ id, name }) as PdvProduct;

describe('searchMenu', () => {
  const index = indexMenu([
    { name: 'Sobremesas', products: [product(1, 'Açaí 500 ml'), product(2, 'Pudim')] },
    { name: 'Pizzas', products: [product(3, 'Pizza Calabresa'), product(4, 'Meia pizza')] },
  ]);

  it('ignores accents and case, every word must match (name or category)', () => {
    expect(searchMenu(index, 'ACAI').map((e) => e.product.id)).toEqual([1]);
    expect(searchMenu(index, 'pizza cala').map((e) => e.product.id)).toEqual([3]);
    expect(searchMenu(index, 'sobremesa').map((e) => e.product.id)).toEqual([1, 2]);
  });

  it('keeps menu order and caps the rows drawn', () => {
    expect(searchMenu(index, '').map((e) => e.product.id)).toEqual([1, 2, 3, 4]);
    expect(searchMenu(index, 'pizza', 1)).toHaveLength(1);
  });

  it('answers within a few milliseconds on 1,000 products', () => {
    const big = indexMenu([{ name: 'Tudo', products: Array.from({ length: 1000 }, (_, i) => product(i, `Produto número ${i} à moda`)) }]);
    const started = performance.now();
    for (let i = 0; i < 20; i += 1) searchMenu(big, `moda ${i}99`);
    expect((performance.now() - started) / 20).toBeLessThan(10);
  });
});
