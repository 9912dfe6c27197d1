import { z } from 'zod';
import { phoneSchema } from '../phone/phone-schema';
import { personName } from '../validation/rules';
import { confirmed, emailField, langSchema, passwordField } from './auth-fields';

// Sign-up (spec §7 "Auth"). Apart from auth-schemas.ts because the phone check brings the phone
// library, which the login page must not load.

export const registerBodySchema = confirmed(
  z.strictObject({
    name: personName(120),
    email: emailField,
    password: passwordField,
    password_confirmation: z.string(),
    whatsapp: phoneSchema.optional(),
    lang: langSchema.optional(),
  }),
);
export type RegisterBody = z.infer<typeof registerBodySchema>;
