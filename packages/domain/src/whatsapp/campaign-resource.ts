import { z } from 'zod';
import { CUSTOMER_SEGMENT_NAMES } from '../customers/customer-segments';
import { RowIdSchema } from '../validation/row-id';
import { hourField, requiredString } from '../validation/rules';
import { WHATSAPP_TEXT_MAX } from './whatsapp-resource';

// The wire shapes of WhatsApp campaigns and pacing (issue 35): v1/whatsapp/campaigns (the spec's
// bulk messages and bulk-sending-status) and v1/whatsapp/rate-limit-status.

/** Who a campaign goes to: every customer, or one of the customers page's segments — of those who agreed to promotions. */
export const CAMPAIGN_AUDIENCES = ['all', ...CUSTOMER_SEGMENT_NAMES] as const;
export type CampaignAudience = (typeof CAMPAIGN_AUDIENCES)[number];

export const CreateCampaignBodySchema = z.strictObject({
  name: requiredString(120),
  segment: z.enum(CAMPAIGN_AUDIENCES),
  text: requiredString(WHATSAPP_TEXT_MAX),
  /** What {cupom} becomes. */
  coupon_code: z.string().trim().max(60).optional(),
  /** Those of them with an e-mail get it by e-mail too. */
  email: z.boolean().optional(),
  /**
   * One of the business's templates: its text is the campaign's, and through the Cloud API each
   * message goes as that template approved at Meta (required there).
   */
  template_id: RowIdSchema.optional(),
});
export type CreateCampaignBody = z.infer<typeof CreateCampaignBodySchema>;

export const CAMPAIGN_STATUSES = ['running', 'done', 'canceled'] as const;

/** A campaign and its progress (the spec's bulk-sending-status). */
export const CampaignSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  segment: z.enum(CAMPAIGN_AUDIENCES),
  text: z.string(),
  coupon_code: z.string().nullable(),
  status: z.enum(CAMPAIGN_STATUSES),
  progress: z.object({
    total: z.number().int(),
    /** Still to send. */
    queued: z.number().int(),
    sent: z.number().int(),
    delivered: z.number().int(),
    read: z.number().int(),
    failed: z.number().int(),
    /** The customer said "SAIR" before their turn (or withdrew consent), or the number has no WhatsApp. */
    skipped: z.number().int(),
    /** Customers of this campaign who answered "SAIR" (before or after their message). */
    opted_out: z.number().int(),
    /** Sent by e-mail too. */
    emailed: z.number().int(),
  }),
  /** When the last message should leave, paced; null once nothing is left. */
  estimated_finish_at: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type Campaign = z.infer<typeof CampaignSchema>;

/** The preview before sending: how many customers it reaches, the first text, when it should finish. */
export const CampaignPreviewSchema = z.object({
  recipients: z.number().int(),
  /** Of them, those with an e-mail (who get it by e-mail too, when asked). */
  email_recipients: z.number().int(),
  sample: z.object({ customer_name: z.string(), text: z.string() }).nullable(),
  estimated_finish_at: z.string().nullable(),
});
export type CampaignPreview = z.infer<typeof CampaignPreviewSchema>;

/** The pacing a restaurant may set (within bounds that keep a number safe). */
export const PacingSettingsSchema = z
  .strictObject({
    min_gap_seconds: z.number().int().min(3).max(600),
    max_gap_seconds: z.number().int().min(3).max(600),
    batch_size: z.number().int().min(1).max(200),
    batch_pause_minutes: z.number().int().min(0).max(240),
    daily_cap: z.number().int().min(1).max(5000),
    quiet_start: hourField(),
    quiet_end: hourField(),
  })
  .refine((s) => s.max_gap_seconds >= s.min_gap_seconds, { path: ['max_gap_seconds'], params: { rule: 'whatsapp_gap_order' } });
export type PacingSettingsBody = z.infer<typeof PacingSettingsSchema>;

/** GET v1/whatsapp/rate-limit-status: where the number stands today. */
export const RateLimitStatusSchema = z.object({
  settings: z.object({
    min_gap_seconds: z.number(),
    max_gap_seconds: z.number(),
    batch_size: z.number().int(),
    batch_pause_minutes: z.number(),
    daily_cap: z.number().int(),
    quiet_start: z.string(),
    quiet_end: z.string(),
  }),
  /** Today's cap: lower than the setting while the number warms up. */
  cap_today: z.number().int(),
  sent_today: z.number().int(),
  /** 1 on the day the number was connected, up to 6 once it has warmed up (WARMUP_CAPS); null while none is. */
  warmup_day: z.number().int().nullable(),
  in_quiet_hours: z.boolean(),
  /** When the next campaign message may leave; null when none waits. */
  next_send_at: z.string().nullable(),
  /** Campaign messages waiting. */
  waiting: z.number().int(),
});
export type RateLimitStatus = z.infer<typeof RateLimitStatusSchema>;

/** POST/PUT v1/whatsapp/whatsapp-template: a text kept to start campaigns and messages from. */
export const WhatsappTemplateBodySchema = z.strictObject({
  name: requiredString(80),
  text: requiredString(WHATSAPP_TEXT_MAX),
});
export type WhatsappTemplateBody = z.infer<typeof WhatsappTemplateBodySchema>;

export const WhatsappTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  text: z.string(),
  /** Only active templates are offered when writing a campaign. */
  active: z.boolean(),
  updated_at: z.string(),
});
export type WhatsappTemplate = z.infer<typeof WhatsappTemplateSchema>;

/** GET v1/businesses/{id}/email-templates: the e-mails Comanda sends on the business's behalf. */
export const EmailTemplateSchema = z.object({
  key: z.enum(['campaign', 'employee_invitation', 'employee_new_password']),
  name: z.string(),
  subject: z.string(),
  description: z.string(),
});
export type EmailTemplate = z.infer<typeof EmailTemplateSchema>;
