import { z } from 'zod';
import { RowIdSchema } from '../validation/row-id';
import { personName } from '../validation/rules';
import { confirmed, emailField, emailOrWhatsapp, langSchema, passwordField, whatsappLoginField } from './auth-fields';

// Wire contract of the account and session routes (spec §7 "Auth" and "Profile").
// Messages are not written here: the error map of validation/error-map localises every issue.

// Sign-up and the WhatsApp change, which check phones, live in register-schema.ts and
// whatsapp-change-schemas.ts: the login page loads this file and must not load the phone library.

/**
 * `session: "cookie"` is what the web app sends: the API sets an HttpOnly cookie and the token never
 * reaches page JavaScript. API clients omit it and receive a Bearer `access_token`.
 */
/** Sign-in with an e-mail, or with the WhatsApp number of an employee who has no e-mail (decision 0036). */
export const loginBodySchema = emailOrWhatsapp(
  z.strictObject({
    email: emailField.optional(),
    whatsapp: whatsappLoginField.optional(),
    password: z.string().min(1).max(128),
    remember: z.boolean().optional(),
    session: z.enum(['token', 'cookie']).optional(),
  }),
);
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

/** The link goes to the e-mail, or to the WhatsApp of someone who signs in with it. */
export const forgotPasswordBodySchema = emailOrWhatsapp(z.strictObject({ email: emailField.optional(), whatsapp: whatsappLoginField.optional() }));

/** `email` or `whatsapp` repeats where the link was sent (it must be the account's). */
export const resetPasswordBodySchema = confirmed(
  emailOrWhatsapp(
    z.strictObject({
      token: z.string().min(1).max(200),
      email: emailField.optional(),
      whatsapp: whatsappLoginField.optional(),
      password: passwordField,
      password_confirmation: z.string(),
    }),
  ),
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
  email: emailField,
  password: z.string().min(1).max(128),
});

export const updateMeBodySchema = z.strictObject({
  name: personName(120).optional(),
  lang: langSchema.optional(),
  current_business_id: RowIdSchema.optional(),
});

export const deleteMeBodySchema = z.strictObject({ password: z.string().min(1).max(128) });

/** PUT v1/me/password: the current password (a temporary one set by the owner, issue 19) and the new one. */
export const changePasswordBodySchema = confirmed(
  z.strictObject({
    current_password: z.string().min(1).max(128),
    password: passwordField,
    password_confirmation: z.string(),
  }),
);
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const messageResponseSchema = z.object({ message: z.string() });
