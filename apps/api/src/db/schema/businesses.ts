import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { DEFAULT_PREPARATION_MINUTES, DEFAULT_SERVICE_CHARGE_DEFAULT, type OrderNumberReset, type ServiceChargeDefault } from '@comanda/domain/business/general-settings';
import { EMPTY_OPENING_HOURS, type OpeningHours } from '@comanda/domain/business/opening-hours';
import type { CardFeeType } from '@comanda/domain/business/card-fee';
import { DEFAULT_PAYMENT_METHODS, type PaymentMethodsByOrderType, type PixKeyType } from '@comanda/domain/business/payment-settings';
import type { PermissionName, RoleName, RolePreset } from '@comanda/domain/permissions/permission-rules';
import { users } from './users';

export const businesses = pgTable(
  'businesses',
  {
    id: serial('id').primaryKey(),
    /** Public identifier used by the customer-facing links (spec: business_token). */
    token: text('token').notNull(),
    name: text('name').notNull(),
    segment: text('segment').notNull().default('restaurant'),
    whatsapp: text('whatsapp').notNull(),
    zipcode: text('zipcode').notNull(),
    addressStreet: text('address_street').notNull(),
    addressNumber: text('address_number').notNull(),
    addressComplement: text('address_complement'),
    district: text('district').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    logoPath: text('logo_path'),
    currency: text('currency').notNull().default('BRL'),
    timezone: text('timezone').notNull().default('America/Sao_Paulo'),
    /** Centavos, for addresses outside the bairros of district_deliveries (when deliversOutside). */
    deliveryFee: integer('delivery_fee').notNull().default(0),
    /** false: no delivery outside the business's bairros. */
    deliversOutside: boolean('delivers_outside').notNull().default(true),
    /** Raised by every save of the delivery areas: a save made over a newer one is refused (409). */
    districtDeliveryVersion: integer('district_delivery_version').notNull().default(0),
    isCheckoutEnabled: boolean('is_checkout_enabled').notNull().default(false),
    /** Business page (/settings/business): contact e-mail, CPF or CNPJ (digits only), public link slug. */
    email: text('email'),
    document: text('document'),
    slug: text('slug'),
    /** Raised by every save of the business page: a save over a newer one is refused (409). */
    profileVersion: integer('profile_version').notNull().default(0),
    /** Payment methods (/settings/payment-methods): accepted methods per order type, Pix key, card fee. */
    paymentMethods: jsonb('payment_methods').$type<PaymentMethodsByOrderType>().notNull().default(DEFAULT_PAYMENT_METHODS),
    pixKey: text('pix_key'),
    pixKeyType: text('pix_key_type').$type<PixKeyType>(),
    /** A Mercado Pago account is connected (payment_connections): the storefront offers "Pagamento online". Kept with the connection, in its transaction. */
    mercadoPagoConnected: boolean('mercado_pago_connected').notNull().default(false),
    /** An Efí account is connected (payment_connections): a Pix order is charged by a dynamic Pix, confirmed by its webhook. */
    efiConnected: boolean('efi_connected').notNull().default(false),
    /** null: no card fee. Value: hundredths of a percent for 'percentage' (350 = 3,5%), centavos for 'fixed'. */
    cardFeeType: text('card_fee_type').$type<CardFeeType>(),
    cardFeeValue: integer('card_fee_value').notNull().default(0),
    cardFeePassedToCustomer: boolean('card_fee_passed_to_customer').notNull().default(false),
    paymentVersion: integer('payment_version').notNull().default(0),
    /**
     * General settings (/settings/general-settings). The waiter service charge is in hundredths of a
     * percent (1000 = 10%; null: none), as the card fee; the wire shows it as a percentage (spec §3).
     */
    waiterServiceCharge: integer('waiter_service_charge'),
    /** Whether the PDV starts a table (mesa) or counter (balcão) order with the service charge on (issue 31). */
    serviceChargeDefault: jsonb('service_charge_default').$type<ServiceChargeDefault>().notNull().default(DEFAULT_SERVICE_CHARGE_DEFAULT),
    minOrderValue: integer('min_order_value').notNull().default(0),
    autoAcceptOrders: boolean('auto_accept_orders').notNull().default(false),
    soundAlert: boolean('sound_alert').notNull().default(true),
    orderNumberReset: text('order_number_reset').$type<OrderNumberReset>().notNull().default('daily'),
    preparationMinutes: integer('preparation_minutes').notNull().default(DEFAULT_PREPARATION_MINUTES),
    /** The public menu's note while closed (general settings); null: none. */
    closedMessage: text('closed_message'),
    /** Customers may order on the public menu for a later slot (decision 0047). */
    scheduledOrders: boolean('scheduled_orders').notNull().default(false),
    generalVersion: integer('general_version').notNull().default(0),
    /**
     * Opening hours (horarios): the week's ranges and the dated exceptions, one document saved whole,
     * so a week is never half saved; read with the business in the request's one statement (decision
     * 0022), so "open now" costs no query. The version refuses a save over a newer one (409).
     */
    openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull().default(EMPTY_OPENING_HOURS),
    openingHoursVersion: integer('opening_hours_version').notNull().default(0),
    /** Set by a platform admin; a blocked business cannot be used (can_access false). */
    isBlocked: boolean('is_blocked').notNull().default(false),
    /** Set by the billing job while the subscription is suspended (unpaid past the grace): only the billing routes open (issue 39). */
    billingSuspended: boolean('billing_suspended').notNull().default(false),
    plan: text('plan', { enum: ['free', 'pro', 'pro_yearly'] }).notNull().default('free'),
    planExpiresAt: timestamp('plan_expires_at', { withTimezone: true }),
    /**
     * The paid feature codes the subscription grants (its plan's and its add-ons', issue 39), written
     * with `plan` by the billing job; null: every paid feature of a paid plan (set by hand, or before billing).
     */
    planFeatures: jsonb('plan_features').$type<string[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('businesses_token_unique').on(t.token), uniqueIndex('businesses_slug_unique').on(t.slug)],
);

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').$type<RoleName>().notNull().unique(),
});

/** A user's place in a business: their role there and whether they are active. */
export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    isActive: boolean('is_active').notNull().default(true),
    /** The role preset the employee was given (issue 19: garcom, caixa, cozinha, gerente); null for owners. */
    preset: text('preset').$type<RolePreset>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('memberships_business_user_unique').on(t.businessId, t.userId), index('memberships_user_idx').on(t.userId)],
);

/** Per-business permission grants of a user who is not the owner (spec §6). */
export const permissionGrants = pgTable(
  'permission_grants',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A name of the domain's PERMISSIONS (permissions/permission-rules.ts). */
    permission: text('permission').$type<PermissionName>().notNull(),
    granted: boolean('granted').notNull().default(true),
  },
  (t) => [uniqueIndex('permission_grants_unique').on(t.businessId, t.userId, t.permission)],
);
