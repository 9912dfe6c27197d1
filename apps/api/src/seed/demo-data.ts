import type { CreateBusinessBody } from '@comanda/domain/business/business-schemas';

// What the demo database holds: enough to try every screen as the three kinds of user.

export const DEMO_PASSWORD = 'comanda123';

export const DEMO_USERS = {
  admin: { name: 'Admin Comanda', email: 'admin@comanda.dev', isAdmin: true },
  owner: { name: 'Marina Souza', email: 'owner@comanda.dev', isAdmin: false },
  waiter: { name: 'Rafael Lima', email: 'waiter@comanda.dev', isAdmin: false },
} as const;

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

/** The waiter takes orders at the tables and in the PDV; no menu or settings. */
export const DEMO_WAITER_PERMISSIONS = ['manage_orders', 'manage_pdv'] as const;
