import {
  PERMISSION_GROUPS,
  PERMISSIONS,
  ROLE_PRESETS,
  permissionsBeyondGranter,
  permissionsOfGroup,
  type PermissionGroup,
  type PermissionName,
  type PermissionSubject,
  type RolePreset,
} from '@comanda/domain/permissions/permission-rules';

/*
 * The permission checkboxes of the team pages. The rule is the API's (employees.service): a person
 * grants or takes away only permissions they hold (owners and admins hold all), and changes nobody
 * who holds more than they do. The screens ask the same domain function, so what is disabled here
 * is exactly what the API would refuse.
 */

/** Who is granting, in the business they act in. */
export type Granter = { subject: PermissionSubject; businessId: number };

/** The permissions the granter may tick or untick. */
export function grantablePermissions({ subject, businessId }: Granter): ReadonlySet<PermissionName> {
  const beyond = new Set(permissionsBeyondGranter(subject, businessId, PERMISSIONS));
  return new Set(PERMISSIONS.filter((name) => !beyond.has(name)));
}

/** Whether the employee holds something the granter does not: then the API refuses every change to them. */
export function outranksGranter(granter: Granter, employeePermissions: readonly PermissionName[]): boolean {
  return permissionsBeyondGranter(granter.subject, granter.businessId, employeePermissions).length > 0;
}

/** Catalogue order, no repeats: the order the API stores and the checkboxes show. */
export function inCatalogueOrder(names: Iterable<PermissionName>): PermissionName[] {
  const chosen = new Set(names);
  return PERMISSIONS.filter((name) => chosen.has(name));
}

/**
 * Choosing a preset fills the boxes the granter may change with the preset's permissions; the boxes
 * they may not change keep their state. `withheld`: what the preset has that the granter cannot give.
 */
export function applyPreset(
  preset: RolePreset,
  current: readonly PermissionName[],
  grantable: ReadonlySet<PermissionName>,
): { permissions: PermissionName[]; withheld: PermissionName[] } {
  const wanted = new Set(ROLE_PRESETS[preset].permissions);
  const kept = new Set(current);
  const permissions = PERMISSIONS.filter((name) => (grantable.has(name) ? wanted.has(name) : kept.has(name)));
  const withheld = PERMISSIONS.filter((name) => wanted.has(name) && !grantable.has(name));
  return { permissions, withheld };
}

/** Ticks or unticks one box; a box the granter may not change stays as it was. */
export function togglePermission(
  current: readonly PermissionName[],
  name: PermissionName,
  on: boolean,
  grantable: ReadonlySet<PermissionName>,
): PermissionName[] {
  if (!grantable.has(name)) return inCatalogueOrder(current);
  return inCatalogueOrder(on ? [...current, name] : current.filter((held) => held !== name));
}

export function samePermissions(a: readonly PermissionName[], b: readonly PermissionName[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((name) => right.has(name));
}

export type PermissionBox = { name: PermissionName; checked: boolean; disabled: boolean };

/** The boxes by the catalogue's groups, each checked when chosen and disabled when not the granter's to give. */
export function permissionBoxes(
  chosen: readonly PermissionName[],
  grantable: ReadonlySet<PermissionName>,
): { group: PermissionGroup; boxes: PermissionBox[] }[] {
  const held = new Set(chosen);
  return PERMISSION_GROUPS.map((group) => ({
    group,
    boxes: permissionsOfGroup(group).map((name) => ({ name, checked: held.has(name), disabled: !grantable.has(name) })),
  })).filter((entry) => entry.boxes.length > 0);
}
