import { describe, expect, it } from 'vitest';
import { isDescription, isHeading, parseMenuText, parsePrice } from './menu-photo';

const menu = (...lines: string[]) => parseMenuText(lines.join('\n'));

describe('parsePrice', () => {
  it.each([
    ['R$ 25,90', 2590],
    ['R$25,90', 2590],
    ['R $ 25,90', 2590],
    ['RS 25,90', 2590],
    ['25,90', 2590],
    ['25.90', 2590],
    ['25, 90', 2590],
    ['R$ 8', 800],
    ['R$ 1.234,50', 123450],
    ['1.234,50', 123450],
    ['R$ 1.500', 150000],
    ['Pizza ....... 32,00', 3200],
    ['Pizza ------ 32,00', 3200],
    ['Pizza…32,00', 3200],
  ])('reads %s as %i centavos', (text, amount) => {
    expect(parsePrice(text)?.amount).toBe(amount);
  });

  it.each([
    ['Mesa 12'],
    ['Refrigerante 2 litros'],
    ['Pizza'],
    ['X10,00'],
    ['R$ 0,00'],
    ['R$ 100.000,01'],
    ['1.500'],
  ])('finds no price in %s', (text) => {
    expect(parsePrice(text)).toBeNull();
  });

  it('says where the price starts, so the name can be cut before it', () => {
    const text = 'Coxinha de frango R$ 8,50';
    expect(text.slice(0, parsePrice(text)!.index).trim()).toBe('Coxinha de frango');
  });
});

describe('isHeading / isDescription', () => {
  it('takes upper-case titles and lines ending in a colon as headings', () => {
    expect(isHeading('PIZZAS SALGADAS')).toBe(true);
    expect(isHeading('Bebidas:')).toBe(true);
    expect(isHeading('Pizza Margherita')).toBe(false);
    expect(isHeading('X-TUDO 2 CARNES')).toBe(false);
  });

  it('takes lower-case starts, ingredient lists, sentences and long lines as descriptions', () => {
    expect(isDescription('molho de tomate e mussarela')).toBe(true);
    expect(isDescription('Molho, mussarela e manjericão')).toBe(true);
    expect(isDescription('Acompanha fritas.')).toBe(true);
    expect(isDescription('Massa de batata e frango desfiado')).toBe(true);
    expect(isDescription('Pastel de queijo')).toBe(false);
  });
});

describe('parseMenuText', () => {
  it('reads names and prices on one line, dropping the heading (the fixture photo)', () => {
    expect(menu('Salgados', 'Coxinha de frango R$ 8,50', 'Massa de batata e frango desfiado', 'Pastel de queijo R$ 12,00')).toEqual([
      { name: 'Coxinha de frango', amount: 850, description: 'Massa de batata e frango desfiado' },
      { name: 'Pastel de queijo', amount: 1200, description: null },
    ]);
  });

  it('strips dotted and dashed leaders between the name and the price', () => {
    expect(menu('Pizza Calabresa ....... 42,90', 'Pizza Portuguesa ------- R$ 45,00', 'Pizza Margherita · · · · 39.90')).toEqual([
      { name: 'Pizza Calabresa', amount: 4290, description: null },
      { name: 'Pizza Portuguesa', amount: 4500, description: null },
      { name: 'Pizza Margherita', amount: 3990, description: null },
    ]);
  });

  it('takes a price on the following line as the price of the name above', () => {
    expect(menu('LANCHES', 'X-Burguer', 'R$ 25,90', 'X-Salada', '27,50')).toEqual([
      { name: 'X-Burguer', amount: 2590, description: null },
      { name: 'X-Salada', amount: 2750, description: null },
    ]);
  });

  it('puts the lines between a name and its price below into the description', () => {
    expect(menu('Pizza Margherita', 'Molho de tomate, mussarela e manjericão', 'R$ 45,00', 'Pizza Calabresa', 'calabresa e cebola', 'R$ 42,00')).toEqual([
      { name: 'Pizza Margherita', amount: 4500, description: 'Molho de tomate, mussarela e manjericão' },
      { name: 'Pizza Calabresa', amount: 4200, description: 'calabresa e cebola' },
    ]);
  });

  it('joins several description lines under an inline-priced name', () => {
    expect(menu('Feijoada completa R$ 49,90', 'arroz, couve, farofa', 'e laranja', 'Bebidas:', 'Suco de laranja R$ 9,00')).toEqual([
      { name: 'Feijoada completa', amount: 4990, description: 'arroz, couve, farofa e laranja' },
      { name: 'Suco de laranja', amount: 900, description: null },
    ]);
  });

  it('a heading closes the section, so its text does not become a description', () => {
    expect(menu('Coxinha R$ 8,00', 'BEBIDAS', 'Refrigerante lata R$ 6,00')).toEqual([
      { name: 'Coxinha', amount: 800, description: null },
      { name: 'Refrigerante lata', amount: 600, description: null },
    ]);
  });

  it('after an inline-priced product, a name right above a lone price starts the next product', () => {
    expect(menu('Coxinha R$ 8,00', 'massa de batata', 'Pastel de carne', 'R$ 10,00')).toEqual([
      { name: 'Coxinha', amount: 800, description: 'massa de batata' },
      { name: 'Pastel de carne', amount: 1000, description: null },
    ]);
  });

  it('keeps a named product with a description whose price could not be read, with amount null', () => {
    expect(menu('Esfiha de carne', 'carne moída temperada', 'Kibe R$ 7,00')).toEqual([
      { name: 'Esfiha de carne', amount: null, description: 'carne moída temperada' },
      { name: 'Kibe', amount: 700, description: null },
    ]);
  });

  it('after an inline-priced product, a name and its description above a lone price make the next product', () => {
    expect(menu('Esfiha de carne', 'carne moída temperada', 'Kibe R$ 7,00', 'Esfiha aberta', 'queijo, tomate', '9,50').at(-1)).toEqual({
      name: 'Esfiha aberta',
      amount: 950,
      description: 'queijo, tomate',
    });
  });

  it('removes bullets, item numbers and noise lines', () => {
    expect(menu('• Pão de queijo R$ 5,00', '01 - Misto quente R$ 12,00', '|', '~~ ~', '- Café expresso 6,00')).toEqual([
      { name: 'Pão de queijo', amount: 500, description: null },
      { name: 'Misto quente', amount: 1200, description: null },
      { name: 'Café expresso', amount: 600, description: null },
    ]);
  });

  it('keeps digits that belong to the name', () => {
    expect(menu('Coca-Cola 2 litros R$ 14,00', 'Combo 2 pizzas grandes 99,90')).toEqual([
      { name: 'Coca-Cola 2 litros', amount: 1400, description: null },
      { name: 'Combo 2 pizzas grandes', amount: 9990, description: null },
    ]);
  });

  it('ignores blank lines and carriage returns', () => {
    expect(parseMenuText('Cardápio\r\n\r\nAçaí 300 ml R$ 15,00\r\n\r\n')).toEqual([{ name: 'Açaí 300 ml', amount: 1500, description: null }]);
  });

  it('keeps at most three description lines', () => {
    const [draft] = menu('Marmita R$ 20,00', 'arroz', 'feijão', 'bife', 'salada');
    expect(draft!.description).toBe('arroz feijão bife');
  });

  it('skips a price right under another price', () => {
    expect(menu('Pastel de carne', 'R$ 10,00', 'R$ 12,00', 'Kibe R$ 7,00')).toEqual([
      { name: 'Pastel de carne', amount: 1000, description: null },
      { name: 'Kibe', amount: 700, description: null },
    ]);
  });

  it('finds nothing in text without products', () => {
    expect(parseMenuText('')).toEqual([]);
    expect(menu('Pizzaria Bella Napoli', 'Rua Augusta, 1500', 'Aberto todos os dias')).toEqual([]);
    expect(menu('||| ~~ ..', '12')).toEqual([]);
  });

  it('cuts names at 120 characters', () => {
    const [draft] = menu(`${'Pizza '.repeat(30)}R$ 30,00`);
    expect(draft!.name.length).toBeLessThanOrEqual(120);
    expect(draft!.amount).toBe(3000);
  });
});
