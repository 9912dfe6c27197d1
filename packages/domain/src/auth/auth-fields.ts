import { z } from 'zod';

// Fields shared by the account schemas (auth-schemas.ts, register-schema.ts). Messages come from
// the error map of validation/, as everywhere.

export const emailField = z.string().trim().toLowerCase().min(1).max(191).pipe(z.email());
export const passwordField = z.string().min(8).max(128);
export const langSchema = z.enum(['pt', 'en']);

/** The confirmation must repeat the password; the message sits on the confirmation input. */
export function confirmed<T extends { password: string; password_confirmation: string }>(schema: z.ZodType<T>) {
  return schema.refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    params: { rule: 'confirmed', other: 'password' },
  });
}

/**
 * A WhatsApp number as a sign-in name (decision 0036): only its characters are checked here, so the
 * login page need not load the phone library; the API normalises it and a number that is no
 * number simply matches no account.
 */
export const whatsappLoginField = z.string().trim().min(1).max(30).regex(/^[+\d\s().-]+$/);

/** Exactly one of `email` and `whatsapp`: who signs in, or whose password link this is. */
export function emailOrWhatsapp<T extends { email?: string | undefined; whatsapp?: string | undefined }>(schema: z.ZodType<T>) {
  return schema.refine((v) => (v.email === undefined) !== (v.whatsapp === undefined), {
    path: ['email'],
    params: { rule: 'email_or_whatsapp' },
  });
}
