import type { CreateBusinessBody } from '@comanda/domain/business/business-schemas';
import type { OpeningHours } from '@comanda/domain/business/opening-hours';
import type { OrderType } from '@comanda/domain/orders/order-type';

// What the demo database holds: enough to try every screen as the three kinds of user.

export const DEMO_PASSWORD = 'comanda123';

export const DEMO_USERS = {
  admin: { name: 'Admin Comanda', email: 'admin@comanda.dev', isAdmin: true },
  owner: { name: 'Marina Souza', email: 'owner@comanda.dev', isAdmin: false },
  waiter: { name: 'Rafael Lima', email: 'waiter@comanda.dev', isAdmin: false },
} as const;

/** The demo's public menu: /loja/bella-napoli. */
export const DEMO_SLUG = 'bella-napoli';

export const DEMO_BUSINESS: CreateBusinessBody = {
  name: 'Pizzaria Bella Napoli',
  whatsapp: '(11) 98765-4321',
  segment: 'pizzeria',
  zipcode: '01304-001',
  address_street: 'Rua Augusta',
  address_number: '1500',
  address_complement: 'Loja 2',
  district: 'Consolação',
  city: 'São Paulo',
  state: 'SP',
  delivery_fee: 500,
};

const range = (opening_time: string, closing_time: string) => ({ opening_time, closing_time });
const evening = [range('18:00', '23:00')];
const lateEvening = [range('18:00', '01:00')];

/** A pizzeria's week: closed on Mondays, late on Fridays and Saturdays, Sunday lunch too. */
export const DEMO_OPENING_HOURS: OpeningHours = {
  week: {
    sunday: [range('11:30', '15:00'), range('18:00', '23:00')],
    monday: [],
    tuesday: evening,
    wednesday: evening,
    thursday: evening,
    friday: lateEvening,
    saturday: lateEvening,
  },
  exceptions: [],
};

/** The waiter takes orders at the tables and in the PDV; no menu or settings. */
export const DEMO_WAITER_PERMISSIONS = ['manage_orders', 'use_pdv'] as const;

/**
 * The cashier (the Caixa preset) has no e-mail: she signs in with her WhatsApp number and the demo
 * password (decision 0036), as typed on the login page.
 */
export const DEMO_CASHIER = { name: 'Beatriz Costa', whatsapp: '+5511955550101', typed: '(11) 95555-0101', preset: 'caixa' } as const;

/** The salão: ten tables inside and two on the veranda (the PDV's table map). */
export const DEMO_TABLES: readonly { name: string; capacity: number; area: string }[] = [
  ...Array.from({ length: 10 }, (_, i) => ({ name: `Mesa ${i + 1}`, capacity: i < 6 ? 4 : 6, area: 'Salão' })),
  { name: 'Varanda 1', capacity: 2, area: 'Varanda' },
  { name: 'Varanda 2', capacity: 2, area: 'Varanda' },
];

/** Customers of the demo business (issue 18), two of whom agreed to promotions through the sign-up link. */
export const DEMO_CUSTOMERS: readonly {
  firstName: string;
  lastName: string;
  whatsapp: string;
  email?: string;
  birthday?: string;
  addressStreet?: string;
  addressNumber?: string;
  consent: boolean;
  source: 'back_office' | 'sign_up_link';
}[] = [
  { firstName: 'Juliana', lastName: 'Costa', whatsapp: '+5511991234501', email: 'juliana.costa@example.com', birthday: '1992-03-14', addressStreet: 'Rua Augusta', addressNumber: '1200', consent: true, source: 'sign_up_link' },
  { firstName: 'Rafael', lastName: 'Souza', whatsapp: '+5511991234502', addressStreet: 'Rua Oscar Freire', addressNumber: '85', consent: false, source: 'back_office' },
  { firstName: 'Camila', lastName: 'Ferreira', whatsapp: '+5511991234503', email: 'camila@example.com', consent: true, source: 'sign_up_link' },
  { firstName: 'Lucas', lastName: 'Oliveira', whatsapp: '+5511991234504', consent: false, source: 'back_office' },
];

/** The two tables with a bill open in the demo (issue 30), and how many minutes ago each was opened. */
export const DEMO_OPEN_TABLES: readonly (readonly [string, number])[] = [
  ['Mesa 3', 50],
  ['Mesa 8', 12],
];

/** The demo's stamp card: ten orders of R$ 30,00 or more earn R$ 20,00 off the next one. */
export const DEMO_STAMP_CARD = { isActive: true, ordersRequired: 10, minOrderValue: 3000, rewardType: 'fixed', rewardValue: 2000 } as const;

/** The demo's coupon: 10% off an order of R$ 50,00 or more, once per customer. */
export const DEMO_COUPON = {
  code: 'BEMVINDO10',
  type: 'percentage',
  percentHundredths: 1000,
  minOrder: 5000,
  usesPerCustomer: 1,
  orderTypes: ['delivery', 'retirada', 'local'],
} as const satisfies { orderTypes: readonly OrderType[] } & Record<string, unknown>;
