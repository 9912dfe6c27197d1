import { z } from 'zod';
import { RowIdSchema } from '../validation/row-id';

// Wire contract of the account and session routes (spec §7 "Auth" and "Profile").
// Messages are not written here: the error map of validation/error-map localises every issue.

const email = z.string().trim().toLowerCase().min(1).max(191).pipe(z.email());
const password = z.string().min(8).max(128);
const langSchema = z.enum(['pt', 'en']);

/** Brazilian mobile or landline as typed by a person; the API normalises it to E.164. */
export const whatsappSchema = z
  .string()
  .trim()
  .min(1)
  .max(30)
  .regex(/^[+\d\s().-]+$/);

function confirmed<T extends { password: string; password_confirmation: string }>(
  schema: z.ZodType<T>,
) {
  return schema.refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    params: { rule: 'confirmed', other: 'password' },
  });
}

export const registerBodySchema = confirmed(
  z.strictObject({
    name: z.string().trim().min(1).max(120),
    email,
    password,
    password_confirmation: z.string(),
    whatsapp: whatsappSchema.optional(),
    lang: langSchema.optional(),
  }),
);
export type RegisterBody = z.infer<typeof registerBodySchema>;

/**
 * `session: "cookie"` is what the web app sends: the API sets an HttpOnly cookie and the token never
 * reaches page JavaScript. API clients omit it and receive a Bearer `access_token`.
 */
export const loginBodySchema = z.strictObject({
  email,
  password: z.string().min(1).max(128),
  remember: z.boolean().optional(),
  session: z.enum(['token', 'cookie']).optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginResponseSchema = z.object({
  access_token: z.string().optional(),
  token_type: z.enum(['Bearer', 'cookie']),
  expires_at: z.string(),
});

export const socialLoginBodySchema = z.strictObject({
  token: z.string().min(1).max(8192),
  session: z.enum(['token', 'cookie']).optional(),
});

export const forgotPasswordBodySchema = z.strictObject({ email });

export const resetPasswordBodySchema = confirmed(
  z.strictObject({
    token: z.string().min(1).max(200),
    email,
    password,
    password_confirmation: z.string(),
  }),
);

/**
 * The link of the verification e-mail. It also opens a session (`session` as at login) when asked:
 * sign-up itself opens none (docs/decisions/0010), so the link is how a new account first enters.
 */
export const verifyEmailBodySchema = z.strictObject({
  token: z.string().min(1).max(200),
  session: z.enum(['token', 'cookie']).optional(),
});

/** Confirms an e-mail change with the token sent to the new address. */
export const resetEmailBodySchema = z.strictObject({ token: z.string().min(1).max(200) });

export const updateEmailBodySchema = z.strictObject({
  email,
  password: z.string().min(1).max(128),
});

export const updateMeBodySchema = z.strictObject({
  name: z.string().trim().min(1).max(120).optional(),
  lang: langSchema.optional(),
  current_business_id: RowIdSchema.optional(),
});

export const deleteMeBodySchema = z.strictObject({ password: z.string().min(1).max(128) });

export const whatsappChangeRequestSchema = z.strictObject({ whatsapp: whatsappSchema });
export const whatsappChangeConfirmSchema = z.strictObject({
  code: z.string().trim().regex(/^\d{6}$/),
});

export const messageResponseSchema = z.object({ message: z.string() });
