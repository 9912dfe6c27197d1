import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { customers } from './customers';
import { users } from './users';

/*
 * A restaurant's WhatsApp number (issue 35): one provider instance per business, named after it.
 * Evolution signs no webhook, so the URL it calls carries a secret of this business; only its hash
 * is kept. `paused_reason` is set by a disconnect with a ban code and stops every send until the
 * owner connects again.
 */
export const whatsappConnections = pgTable(
  'whatsapp_connections',
  {
    businessId: integer('business_id')
      .primaryKey()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['evolution', 'cloud'] }).notNull().default('evolution'),
    /** Evolution: the instance's name. Cloud API: the phone number id. */
    instance: text('instance').notNull(),
    /**
     * Cloud API only: `{ access_token, app_secret, verify_token }` sealed with the secret box
     * (lib/secret-box.ts), like the payment credentials.
     */
    cloudSecret: text('cloud_secret'),
    webhookSecretHash: text('webhook_secret_hash').notNull(),
    state: text('state', { enum: ['open', 'connecting', 'close'] }).notNull().default('close'),
    /** The connected number, E.164. */
    phone: text('phone'),
    /** The code the QR shows now, while pairing; it rotates. */
    qrCode: text('qr_code'),
    pairingCode: text('pairing_code'),
    qrUpdatedAt: timestamp('qr_updated_at', { withTimezone: true }),
    pausedReason: text('paused_reason', { enum: ['logged_out', 'temporarily_banned', 'forbidden', 'banned'] }),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    connectedAt: timestamp('connected_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('whatsapp_connections_instance_unique').on(t.instance)],
);

export type WhatsappConnectionRow = typeof whatsappConnections.$inferSelect;

/**
 * A campaign (issue 35): one text to the customers of a segment who agreed to promotions, as one
 * message row each (keyed `campaign:<id>:<customer>`, so nobody is in it twice), sent by the lane.
 */
export const whatsappCampaigns = pgTable(
  'whatsapp_campaigns',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    segment: text('segment').notNull(),
    text: text('text').notNull(),
    couponCode: text('coupon_code'),
    /** How many of its customers got it by e-mail too (those with an e-mail, when asked). */
    emailCount: integer('email_count').notNull().default(0),
    status: text('status', { enum: ['running', 'done', 'canceled'] }).notNull().default('running'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('whatsapp_campaigns_business_idx').on(t.businessId, t.createdAt)],
);

export type WhatsappCampaignRow = typeof whatsappCampaigns.$inferSelect;

/**
 * The business's one serial lane of campaign messages (issue 35): its pacing settings (null: the
 * defaults) and counters, locked by whoever sends the next message. `sending_message_id` is set,
 * and committed, before the provider is called; found set after `sending_until`, its process died
 * mid-call and the message is `unknown` — never sent twice.
 */
export const whatsappLanes = pgTable('whatsapp_lanes', {
  businessId: integer('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<{
    min_gap_seconds: number;
    max_gap_seconds: number;
    batch_size: number;
    batch_pause_minutes: number;
    daily_cap: number;
    quiet_start: string;
    quiet_end: string;
  }>(),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  sentInBatch: integer('sent_in_batch').notNull().default(0),
  sentToday: integer('sent_today').notNull().default(0),
  /** Counts every step of the lane: the key of its next job, so that two starts make one chain. */
  step: integer('step').notNull().default(0),
  /** When the chain promised to run next; a kick finding it long past knows the chain died. */
  nextRunAt: timestamp('next_run_at', { withTimezone: true }),
  sendingMessageId: integer('sending_message_id'),
  sendingUntil: timestamp('sending_until', { withTimezone: true }),
});

export type WhatsappLaneRow = typeof whatsappLanes.$inferSelect;

/*
 * Every WhatsApp message a restaurant sends (issue 35), stored before it is sent; a job sends it.
 * `sending` is committed before the provider is called: a job that finds a message still `sending`
 * (its process died mid-call) marks it `unknown` instead of sending again — a customer never gets
 * one twice (docs/decisions/0050-whatsapp-messages.md).
 */
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** E.164 phone, or a group's id. */
    to: text('to').notNull(),
    text: text('text').notNull(),
    media: jsonb('media').$type<{ url: string; mime_type: string; file_name?: string }>(),
    /**
     * The approved template it goes as through the Cloud API (outside the customer's 24-hour window
     * free text is refused); `text` is the same message filled in, which Evolution sends.
     */
    template: jsonb('template').$type<{ name: string; language: string; parameters: string[] }>(),
    source: text('source', { enum: ['manual', 'campaign', 'order_status', 'scheduled', 'system'] }).notNull(),
    status: text('status', { enum: ['queued', 'sending', 'sent', 'delivered', 'read', 'failed', 'unknown', 'canceled', 'skipped'] }).notNull().default('queued'),
    /** A campaign's message: sent by the business's paced lane (lane.ts), not by a job of its own. */
    campaignId: integer('campaign_id').references(() => whatsappCampaigns.id, { onDelete: 'cascade' }),
    /** A scheduled message's time: its job runs then. */
    sendAt: timestamp('send_at', { withTimezone: true }),
    providerMessageId: text('provider_message_id'),
    /** What makes a message once-only (`order:<id>:<kind>` for an order's status message); null for a message typed by hand. */
    dedupKey: text('dedup_key'),
    error: text('error'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('whatsapp_messages_business_created_idx').on(t.businessId, t.createdAt),
    index('whatsapp_messages_campaign_idx').on(t.campaignId, t.status, t.id),
    uniqueIndex('whatsapp_messages_provider_id_unique').on(t.providerMessageId),
    uniqueIndex('whatsapp_messages_dedup_unique').on(t.businessId, t.dedupKey),
    check('whatsapp_messages_text_length', sql`length(${t.text}) <= 4096`),
  ],
);

export type WhatsappMessageRow = typeof whatsappMessages.$inferSelect;

/** A restaurant's order-status messages (issue 35): which are sent, with its own text; absent = off, with the default text. */
export const whatsappOrderMessages = pgTable(
  'whatsapp_order_messages',
  {
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['received', 'accepted', 'out_for_delivery', 'ready_for_pickup', 'canceled'] }).notNull(),
    enabled: boolean('enabled').notNull(),
    text: text('text').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.kind] })],
);

/** A restaurant's message templates (issue 35): texts kept to start a campaign or a message from; only active ones are offered. */
export const whatsappTemplates = pgTable(
  'whatsapp_templates',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    text: text('text').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('whatsapp_templates_name_unique').on(t.businessId, t.name)],
);

export type WhatsappTemplateRow = typeof whatsappTemplates.$inferSelect;
