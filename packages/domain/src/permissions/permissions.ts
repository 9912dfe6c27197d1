import { z } from 'zod';
import { PERMISSIONS, ROLES } from './permission-rules';

// Wire schemas of permissions and roles; the rules themselves are in permission-rules.ts.

export const PermissionNameSchema = z.enum(PERMISSIONS);
export const RoleNameSchema = z.enum(ROLES);

const BusinessIdSchema = z.union([z.number().int().positive(), z.string().min(1)]);

/** One permission entry of a user (spec §3 User.permissions). */
export const PermissionEntrySchema = z.object({
  name: PermissionNameSchema,
  granted: z.boolean(),
  business_id: BusinessIdSchema,
});
export type PermissionEntry = z.infer<typeof PermissionEntrySchema>;
