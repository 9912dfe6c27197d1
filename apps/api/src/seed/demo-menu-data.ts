import type { VariationBodyInput } from '@comanda/domain/menu/variation';
import type { ScheduleRule } from '@comanda/domain/menu/product-schedule';
import type { PromotionInput } from '@comanda/domain/promotions/promotion';

// The demo pizzeria's menu (issue 4 "Demo data"): what a São Paulo pizzaria with a snack counter
// and an açaí corner sells, with every feature of the menu in use somewhere. Prices in centavos.

/** The drawing on the generated cover. */
export type CoverKind = 'pizza' | 'sweet-pizza' | 'burger' | 'acai' | 'drink' | 'bottle' | 'stew';

export interface DemoProduct {
  name: string;
  description?: string;
  amount: number;
  cover: { kind: CoverKind; color: string };
  active?: boolean;
  isWeightBased?: boolean;
  minWeight?: number;
  variations?: VariationBodyInput[];
  promotions?: PromotionInput[];
  /** Replaces the default every-day schedule. */
  schedule?: ScheduleRule[];
}

export interface DemoCategory {
  name: string;
  description?: string;
  products: DemoProduct[];
}

const sizes: VariationBodyInput = {
  name: 'Tamanho',
  is_required: true,
  min: 1,
  max: 1,
  items: [
    { name: 'Broto (4 fatias)', amount: 0 },
    { name: 'Média (6 fatias)', amount: 1200 },
    { name: 'Grande (8 fatias)', amount: 2000 },
  ],
};

const stuffedCrust: VariationBodyInput = {
  name: 'Borda recheada',
  min: 0,
  max: 1,
  items: [
    { name: 'Catupiry', amount: 900 },
    { name: 'Cheddar', amount: 900 },
    { name: 'Cream cheese', amount: 1000 },
  ],
};

const pizzaExtras: VariationBodyInput = {
  name: 'Adicionais',
  min: 0,
  max: 3,
  items: [
    { name: 'Bacon extra', amount: 600 },
    { name: 'Mussarela extra', amount: 500 },
    { name: 'Azeitonas pretas', amount: 300 },
  ],
};

const savoury = [sizes, stuffedCrust, pizzaExtras];

const burgerExtras: VariationBodyInput = {
  name: 'Adicionais',
  min: 0,
  max: 4,
  items: [
    { name: 'Bacon extra', amount: 500 },
    { name: 'Ovo', amount: 300 },
    { name: 'Cheddar', amount: 400 },
    { name: 'Hambúrguer extra', amount: 900 },
  ],
};

const acaiToppings: VariationBodyInput = {
  name: 'Complementos',
  min: 0,
  max: 5,
  items: [
    { name: 'Granola', amount: 0 },
    { name: 'Banana', amount: 0 },
    { name: 'Leite em pó', amount: 200 },
    { name: 'Leite condensado', amount: 250 },
    { name: 'Morango', amount: 400 },
    { name: 'Paçoca', amount: 300 },
  ],
};

const pizza = (name: string, description: string, amount: number, color: string): DemoProduct => ({
  name,
  description,
  amount,
  cover: { kind: 'pizza', color },
  variations: savoury,
});

const sweet = (name: string, description: string, amount: number, color: string): DemoProduct => ({
  name,
  description,
  amount,
  cover: { kind: 'sweet-pizza', color },
  variations: [sizes],
});

export const DEMO_MENU: DemoCategory[] = [
  {
    name: 'Pizzas salgadas',
    description: 'Massa de fermentação natural, assada no forno a lenha. Preço da broto; escolha o tamanho.',
    products: [
      pizza('Pizza Margherita', 'Molho de tomate, mussarela, tomate fatiado e manjericão fresco.', 3990, '#c0392b'),
      {
        ...pizza('Pizza Calabresa', 'Calabresa fatiada, cebola roxa e azeitonas pretas.', 3790, '#a04000'),
        // The promotion the demo shows struck through on /cardapio: every day, no end date.
        promotions: [{ type: 'percentage', discount_value: 15 }],
      },
      pizza('Pizza Portuguesa', 'Presunto, ovos, cebola, ervilha, mussarela e azeitonas.', 4290, '#d35400'),
      pizza('Pizza Frango com Catupiry', 'Frango desfiado temperado coberto com Catupiry original.', 4290, '#e67e22'),
      pizza('Pizza Quatro Queijos', 'Mussarela, provolone, parmesão e gorgonzola.', 4490, '#f1c40f'),
      {
        name: 'Pizza meio a meio',
        description: 'Dois sabores na mesma pizza grande: cobramos pelo sabor mais caro.',
        amount: 0,
        cover: { kind: 'pizza', color: '#922b21' },
        variations: [
          {
            name: 'Sabores (escolha 2)',
            is_required: true,
            min: 2,
            max: 2,
            is_highest_price: true,
            items: [
              { name: 'Margherita', amount: 5990 },
              { name: 'Calabresa', amount: 5790 },
              { name: 'Portuguesa', amount: 6290 },
              { name: 'Frango com Catupiry', amount: 6290 },
              { name: 'Quatro Queijos', amount: 6490 },
            ],
          },
          stuffedCrust,
        ],
      },
    ],
  },
  {
    name: 'Pizzas doces',
    description: 'Para fechar a noite.',
    products: [
      sweet('Pizza Chocolate com Morango', 'Chocolate ao leite derretido e morangos frescos.', 4190, '#6e2c00'),
      sweet('Pizza Romeu e Julieta', 'Mussarela e goiabada cascão.', 3890, '#943126'),
      sweet('Pizza Banana com Canela', 'Banana, açúcar, canela e leite condensado.', 3690, '#b9770e'),
      {
        name: 'Pizza doce meio a meio',
        description: 'Dois sabores doces na pizza média: cada metade custa metade do preço do sabor.',
        amount: 0,
        cover: { kind: 'sweet-pizza', color: '#5b2c6f' },
        variations: [
          {
            name: 'Sabores (escolha 2)',
            is_required: true,
            min: 2,
            max: 2,
            is_average_calc: true,
            items: [
              { name: 'Chocolate com morango', amount: 5390 },
              { name: 'Romeu e Julieta', amount: 5090 },
              { name: 'Banana com canela', amount: 4890 },
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Lanches',
    description: 'Pão de brioche, hambúrguer artesanal de 150 g.',
    products: [
      {
        name: 'X-Burguer',
        description: 'Hambúrguer, queijo prato e maionese da casa.',
        amount: 2490,
        cover: { kind: 'burger', color: '#ca6f1e' },
        variations: [burgerExtras],
        // Quarta do X-Burguer: R$ 5,00 off on Wednesdays only.
        promotions: [{ type: 'fixed', discount_value: 500, days_of_week: ['wednesday'] }],
      },
      { name: 'X-Salada', description: 'Hambúrguer, queijo, alface, tomate e maionese.', amount: 2690, cover: { kind: 'burger', color: '#229954' }, variations: [burgerExtras] },
      { name: 'X-Bacon', description: 'Hambúrguer, queijo e bacon crocante.', amount: 2990, cover: { kind: 'burger', color: '#78281f' }, variations: [burgerExtras] },
      { name: 'Misto quente', description: 'Presunto e queijo no pão de forma.', amount: 1490, cover: { kind: 'burger', color: '#d4ac0d' } },
    ],
  },
  {
    name: 'Açaí',
    products: [
      {
        name: 'Açaí no copo 500 ml',
        description: 'Açaí cremoso batido na hora.',
        amount: 2200,
        cover: { kind: 'acai', color: '#4a235a' },
        variations: [acaiToppings],
      },
      {
        name: 'Açaí self-service por kg',
        description: 'Monte o seu no balcão: pesamos e cobramos por quilo (mínimo 200 g).',
        amount: 6990,
        isWeightBased: true,
        minWeight: 0.2,
        cover: { kind: 'acai', color: '#6c3483' },
      },
    ],
  },
  {
    name: 'Bebidas',
    products: [
      { name: 'Refrigerante lata 350 ml', description: 'Coca-Cola, Guaraná Antarctica ou Fanta.', amount: 600, cover: { kind: 'drink', color: '#b03a2e' } },
      { name: 'Refrigerante 2 litros', amount: 1400, cover: { kind: 'bottle', color: '#1e8449' } },
      {
        name: 'Suco natural 500 ml',
        amount: 900,
        cover: { kind: 'drink', color: '#f39c12' },
        variations: [{ name: 'Sabor', is_required: true, min: 1, max: 1, items: [{ name: 'Laranja', amount: 0 }, { name: 'Limão', amount: 0 }, { name: 'Maracujá', amount: 100 }] }],
      },
      { name: 'Água mineral 500 ml', amount: 400, cover: { kind: 'bottle', color: '#2e86c1' } },
      // Paused: stays on the menu screen, not offered to customers.
      { name: 'Cerveja long neck', amount: 1100, active: false, cover: { kind: 'bottle', color: '#9a7d0a' } },
    ],
  },
  {
    name: 'Especiais',
    description: 'Pratos do dia, só nos horários indicados.',
    products: [
      {
        name: 'Feijoada completa',
        description: 'Aos sábados, das 11h às 15h: feijoada, arroz, couve, farofa, torresmo e laranja.',
        amount: 5990,
        cover: { kind: 'stew', color: '#4d3b2a' },
        schedule: [
          { day_of_week: 'sunday', is_active: false, opening_time: '11:00', closing_time: '15:00' },
          { day_of_week: 'monday', is_active: false, opening_time: '11:00', closing_time: '15:00' },
          { day_of_week: 'tuesday', is_active: false, opening_time: '11:00', closing_time: '15:00' },
          { day_of_week: 'wednesday', is_active: false, opening_time: '11:00', closing_time: '15:00' },
          { day_of_week: 'thursday', is_active: false, opening_time: '11:00', closing_time: '15:00' },
          { day_of_week: 'friday', is_active: false, opening_time: '11:00', closing_time: '15:00' },
          { day_of_week: 'saturday', is_active: true, opening_time: '11:00', closing_time: '15:00' },
        ],
      },
    ],
  },
];
