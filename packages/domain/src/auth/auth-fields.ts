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
