import { z } from 'zod';
import { emailField, passwordField } from '../auth/auth-fields';
import { phoneSchema } from '../phone/phone-schema';
import { PermissionNameSchema, RoleNameSchema } from '../permissions/permissions';
import { ROLE_PRESET_NAMES } from '../permissions/permission-rules';
import { RowIdSchema } from '../validation/row-id';

// Wire contract of v1/employees (spec §3 Employee, §7 "Employees"; issue 19, docs/decisions/0034).
// An employee is a person's membership in one business: a person may work for two businesses with
// a different role and different permissions in each. `id` is the membership's id.

export const RolePresetSchema = z.enum(ROLE_PRESET_NAMES);

const nameField = z.string().trim().min(2).max(120);
const optionalWhatsapp = z.preprocess((value) => (value === '' ? null : value), phoneSchema.nullish());

/**
 * POST v1/employees/register-waiter. The e-mail, the WhatsApp or both: someone without an e-mail
 * signs in with the WhatsApp number, and their invitation goes there (decision 0036). Without
 * `password` the employee gets an invitation to choose one; with it, that first password must be
 * changed at the first sign-in. `permissions` defaults to the preset's.
 */
export const RegisterEmployeeBodySchema = z
  .strictObject({
    name: nameField,
    email: z.preprocess((value) => (value === '' || value === null ? undefined : value), emailField.optional()),
    whatsapp: optionalWhatsapp,
    preset: RolePresetSchema,
    permissions: z.array(PermissionNameSchema).max(50).optional(),
    password: passwordField.optional(),
  })
  .refine((v) => v.email !== undefined || (v.whatsapp ?? null) !== null, { path: ['email'], params: { rule: 'email_or_whatsapp' } });
export type RegisterEmployeeBody = z.infer<typeof RegisterEmployeeBodySchema>;
export type RegisterEmployeeInput = z.input<typeof RegisterEmployeeBodySchema>;

/** PUT v1/employees/{id}/update: the role preset; name and WhatsApp of a person who works only here. */
export const UpdateEmployeeBodySchema = z.strictObject({
  name: nameField.optional(),
  whatsapp: optionalWhatsapp,
  preset: RolePresetSchema.optional(),
});
export type UpdateEmployeeBody = z.infer<typeof UpdateEmployeeBodySchema>;

/** PUT v1/employees/{id}/update-permissions: the whole set of granted permissions. */
export const UpdatePermissionsBodySchema = z.strictObject({
  permissions: z.array(PermissionNameSchema).max(50),
});
export type UpdatePermissionsBody = z.infer<typeof UpdatePermissionsBodySchema>;

/** PUT v1/employees/{id}/toggle: `is_active` makes a repeated click harmless; without it the state flips. */
export const ToggleEmployeeBodySchema = z.strictObject({ is_active: z.boolean().optional() });

/** POST v1/employees/verify-whatsapp: without `code` a code is sent; with it, the number is confirmed. */
export const VerifyEmployeeWhatsappBodySchema = z.strictObject({
  employee_id: RowIdSchema,
  code: z.string().trim().regex(/^\d{6}$/).optional(),
});
export type VerifyEmployeeWhatsappBody = z.infer<typeof VerifyEmployeeWhatsappBodySchema>;

export const EmployeeResourceSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  /** Null for someone who signs in with their WhatsApp (decision 0036). */
  email: z.string().nullable(),
  whatsapp: z.string().nullable(),
  whatsapp_verified: z.boolean(),
  role: RoleNameSchema,
  preset: RolePresetSchema.nullable(),
  is_owner: z.boolean(),
  is_active: z.boolean(),
  /** Owners hold every permission: their list is empty and is_owner says so. */
  permissions: z.array(PermissionNameSchema),
  /** Invited and has not chosen a password yet. */
  invitation_pending: z.boolean(),
  must_change_password: z.boolean(),
  /** Whether the name and WhatsApp may be edited here (the person works for no other business). */
  editable_identity: z.boolean(),
  last_activity_at: z.string().nullable(),
  created_at: z.string(),
});
export type EmployeeResource = z.infer<typeof EmployeeResourceSchema>;
