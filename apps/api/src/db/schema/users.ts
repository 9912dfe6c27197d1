import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const USERS_WHATSAPP_SIGN_IN = 'users_whatsapp_sign_in_unique';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Null for an employee who signs in with WhatsApp only (issue 19, decision 0036). */
    email: text('email'),
    passwordHash: text('password_hash'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    whatsapp: text('whatsapp'),
    /** When the WhatsApp number was confirmed by a code (its owner's change, or the team page's check). */
    whatsappVerifiedAt: timestamp('whatsapp_verified_at', { withTimezone: true }),
    /** A first password set by the business owner (issue 19): it must be changed at the first sign-in. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    avatarPath: text('avatar_path'),
    lang: text('lang').notNull().default('pt'),
    isAdmin: boolean('is_admin').notNull().default(false),
    googleSub: text('google_sub'),
    currentBusinessId: integer('current_business_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_google_sub_unique').on(t.googleSub),
    // A number signs in to one account: that of a WhatsApp-only person, or one that confirmed it (decision 0036).
    uniqueIndex(USERS_WHATSAPP_SIGN_IN)
      .on(t.whatsapp)
      .where(sql`${t.whatsapp} is not null and (${t.email} is null or ${t.whatsappVerifiedAt} is not null)`),
  ],
);

/** Opaque session tokens: only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sessions_token_hash_unique').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Single-use tokens sent by e-mail or WhatsApp: verification, password reset, e-mail and WhatsApp change. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', {
      enum: ['verify_email', 'reset_password', 'accept_invite', 'change_email', 'change_whatsapp', 'verify_employee_whatsapp'],
    }).notNull(),
    tokenHash: text('token_hash').notNull(),
    payload: jsonb('payload').$type<Record<string, string>>(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('one_time_tokens_hash_unique').on(t.tokenHash), index('one_time_tokens_user_idx').on(t.userId, t.purpose)],
);
