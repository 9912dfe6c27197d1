import type { FastifyInstance } from 'fastify';
import { count, eq, inArray } from 'drizzle-orm';
import { ROLE_PRESETS } from '@comanda/domain/permissions/permission-rules';
import type { Tx } from '../db/client';
import { businesses, customers, diningTables, users } from '../db/schema/index';
import { isUniqueViolation } from '../lib/db-errors';
import { inTransaction } from '../lib/unit-of-work';
import { hashPassword } from '../lib/passwords';
import { addMember, grantPermissions } from '../modules/businesses/memberships.repository';
import { createBusiness } from '../modules/businesses/businesses.service';
import { DEMO_BUSINESS, DEMO_CASHIER, DEMO_CUSTOMERS, DEMO_OPENING_HOURS, DEMO_PASSWORD, DEMO_SLUG, DEMO_TABLES, DEMO_USERS, DEMO_WAITER_PERMISSIONS } from './demo-data';
import { saveOpeningHours } from '../modules/businesses/opening-hours/opening-hours.repository';
import { seedDemoMenu } from './demo-menu';
import { seedDemoActivity } from './demo-activity';

/**
 * Demo data on an EMPTY database only (no users at all): a platform admin, the business 'Pizzaria
 * Bella Napoli' (on a fresh trial, with the menu of demo-menu-data.ts, tables and a few customers)
 * with its owner, a waiter and a cashier who signs in with her WhatsApp, and a month of its orders
 * (demo-activity.ts).
 * A database with any user is left alone, so a second start, or a real installation, is never
 * touched. Returns whether it seeded.
 */
export async function seedDemoData(app: FastifyInstance): Promise<boolean> {
  const [row] = await app.db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  try {
    // createBusiness opens its own unit on app.db: inside this one it joins it (lib/unit-of-work.ts).
    await inTransaction(app.db, async (tx) => {
      const ids = await insertUsers(tx, passwordHash);
      const business = await createBusiness(app.db, {
        userId: ids.owner,
        body: DEMO_BUSINESS,
        lang: 'pt',
        trialDays: app.config.trialDays,
      });
      await addMember(tx, { businessId: business.id, userId: ids.waiter, role: 'waiter' });
      await grantPermissions(tx, business.id, ids.waiter, DEMO_WAITER_PERMISSIONS);
      const cashier = ROLE_PRESETS[DEMO_CASHIER.preset];
      await addMember(tx, { businessId: business.id, userId: ids.cashier, role: cashier.role, preset: DEMO_CASHIER.preset });
      await grantPermissions(tx, business.id, ids.cashier, cashier.permissions);
      await seedDemoMenu(tx, { businessId: business.id, storage: app.storage });
      await saveOpeningHours(tx, business.id, DEMO_OPENING_HOURS, 0);
      // The public menu is on, at a short link (/loja/bella-napoli), so a newcomer can order as a customer.
      await tx.update(businesses).set({ slug: DEMO_SLUG, isCheckoutEnabled: true }).where(eq(businesses.id, business.id));
      await tx.insert(diningTables).values(DEMO_TABLES.map((table, ranking) => ({ businessId: business.id, ranking, ...table })));
      const now = new Date();
      await tx.insert(customers).values(
        DEMO_CUSTOMERS.map(({ consent, ...customer }) => ({
          businessId: business.id,
          ...customer,
          marketingConsent: consent,
          marketingConsentAt: consent ? now : null,
          marketingConsentSource: consent ? customer.source : null,
        })),
      );
      // The admin starts in no business: they choose one to enter from /businesses (decision 0019).
      await tx.update(users).set({ currentBusinessId: business.id }).where(inArray(users.id, [ids.waiter, ids.cashier]));
      await seedDemoActivity(app, tx, {
        businessId: business.id,
        staff: [
          { id: ids.waiter, name: DEMO_USERS.waiter.name },
          { id: ids.cashier, name: DEMO_CASHIER.name },
        ],
        now,
      });
    });
  } catch (err) {
    // Another process seeding the same database at the same moment wins the unique e-mail index.
    if (isUniqueViolation(err)) return false;
    throw err;
  }
  announce(app);
  return true;
}

async function insertUsers(tx: Tx, passwordHash: string): Promise<Record<keyof typeof DEMO_USERS | 'cashier', number>> {
  const now = new Date();
  const inserted = await tx
    .insert(users)
    .values(
      Object.values(DEMO_USERS).map((u) => ({
        name: u.name,
        email: u.email,
        isAdmin: u.isAdmin,
        passwordHash,
        emailVerifiedAt: now,
        lang: 'pt',
      })),
    )
    .returning({ id: users.id, email: users.email });
  const idOf = (email: string) => inserted.find((u) => u.email === email)!.id;
  const [cashier] = await tx
    .insert(users)
    .values({ name: DEMO_CASHIER.name, email: null, whatsapp: DEMO_CASHIER.whatsapp, whatsappVerifiedAt: now, passwordHash, lang: 'pt' })
    .returning({ id: users.id });
  return { admin: idOf(DEMO_USERS.admin.email), owner: idOf(DEMO_USERS.owner.email), waiter: idOf(DEMO_USERS.waiter.email), cashier: cashier!.id };
}

function announce(app: FastifyInstance) {
  const url = `${app.config.appUrl}/login`;
  const accounts = Object.entries(DEMO_USERS).map(([role, u]) => ({ role, email: u.email }));
  app.log.info({ url, accounts: accounts.map((a) => a.email), password: DEMO_PASSWORD }, 'demo data created');
  const lines = [
    'Comanda: DEMO DATA created, for trying the product only',
    '',
    `Log in at ${url}`,
    ...accounts.map((a) => `  ${a.role.padEnd(8)} ${a.email}`),
    `  cashier  ${DEMO_CASHIER.typed} (WhatsApp, no e-mail)`,
    `  password ${DEMO_PASSWORD}`,
    '',
    'These accounts and their password are public: never run a real',
    'business on this database. SEED_DEMO=false (the default with',
    'NODE_ENV=production) skips the demo data; README "Production".',
  ];
  const width = Math.max(...lines.map((l) => l.length));
  const box = [`┌${'─'.repeat(width + 2)}┐`, ...lines.map((l) => `│ ${l.padEnd(width)} │`), `└${'─'.repeat(width + 2)}┘`];
  console.log(box.join('\n'));
}

