import type { PermissionName } from '@comanda/domain/permissions/permission-rules';

/*
 * Who runs a command (docs/decisions/0044). A route runs it for a signed-in staff member; the
 * storefront for a customer; a job or a webhook for the system, naming what moved it. A command
 * checks what depends on its input (a discount, dropping the service charge) against the actor,
 * whoever calls it, so no second door skips a rule that the first one keeps.
 */

/** What moved a system actor: a provider's webhook, or one of our own jobs. */
export type SystemSource = 'mercado_pago' | 'efi' | 'whatsapp' | 'billing' | 'jobs';

export type StaffActor = {
  kind: 'staff';
  businessId: number;
  userId: number;
  /** As a kitchen ticket names who sent or canceled it. */
  userName: string;
  /** Whether the staff member holds a permission in the business (the grants read with the session). */
  can(permission: PermissionName): Promise<boolean>;
};
export type CustomerActor = { kind: 'customer'; businessId: number; customerId: number | null };
export type SystemActor = { kind: 'system'; businessId: number; source: SystemSource };
export type Actor = StaffActor | CustomerActor | SystemActor;

export function systemActor(businessId: number, source: SystemSource): SystemActor {
  return { kind: 'system', businessId, source };
}

/** The user behind the actor, for the rows that name one (history, audit): staff only. */
export function actorUserId(actor: Actor): number | null {
  return actor.kind === 'staff' ? actor.userId : null;
}

/**
 * Whether the actor may do what `permission` guards. Staff by their grants; the system only acts on
 * what a provider or a job proved (a paid payment), and a customer never holds a staff permission.
 */
export async function actorMay(actor: Actor, permission: PermissionName): Promise<boolean> {
  if (actor.kind === 'staff') return actor.can(permission);
  return actor.kind === 'system';
}
