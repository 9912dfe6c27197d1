import { z } from 'zod';
import { phoneSchema } from '../phone/phone-schema';

// The profile's WhatsApp change (spec §7 "Profile"): a code goes to the new number, which it confirms.

export const whatsappChangeRequestSchema = z.strictObject({ whatsapp: phoneSchema });
export const whatsappChangeConfirmSchema = z.strictObject({
  code: z.string().trim().regex(/^\d{6}$/),
});
