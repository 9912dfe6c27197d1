import { z } from 'zod';
import { PermissionEntrySchema } from '../permissions/permissions';

// The user as GET v1/me returns it (spec §3 "User").

export const roleSchema = z.object({ id: z.number().int(), name: z.string() });

export const membershipSchema = z.object({
  business_id: z.number().int(),
  business_name: z.string(),
  role: z.string(),
});

export const userSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  full_name: z.string(),
  initials: z.string(),
  avatar: z.string().nullable(),
  /** Null for an employee who signs in with their WhatsApp (decision 0036). */
  email: z.string().nullable(),
  email_verified: z.boolean(),
  /** A first password set by the business owner (issue 19): the app asks for a new one before anything else. */
  must_change_password: z.boolean(),
  whatsapp: z.string().nullable(),
  is_admin: z.boolean(),
  /** Owner of the current business. */
  is_owner: z.boolean(),
  roles: z.array(roleSchema),
  permissions: z.array(PermissionEntrySchema),
  lang: z.enum(['pt', 'en']),
  /** Coarse capabilities for clients: 'admin', 'owner', 'staff'. */
  scope: z.array(z.string()),
  current_business_id: z.number().int().nullable(),
  businesses: z.array(membershipSchema),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;
