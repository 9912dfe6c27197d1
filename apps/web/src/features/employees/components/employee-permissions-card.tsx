import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployeeResource } from '@comanda/domain/employees/employee-resource';
import { ROLE_PRESET_NAMES, ROLE_PRESETS, type PermissionName, type RolePreset } from '@comanda/domain/permissions/permission-rules';
import { permissionLabel } from '@comanda/domain/permissions/permission-catalogue';
import { toLang } from '@comanda/domain/validation/lang';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FieldHint } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { notifyApiError } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { useUpdateEmployee } from '../api/update-employee';
import { useUpdateEmployeePermissions } from '../api/update-employee-permissions';
import { useEmployeesT } from '../i18n';
import { applyPreset, inCatalogueOrder, samePermissions } from '../lib/permission-choices';
import { ActionError } from './action-error';
import { PermissionChecklist } from './permission-checklist';

type Props = {
  businessId: number;
  employee: EmployeeResource;
  grantable: ReadonlySet<PermissionName>;
  /** The person holds more than the one looking: the API refuses every change, so nothing is editable. */
  readOnly: boolean;
};

/**
 * "Função e permissões": the preset (a starting point that also makes the person a waiter or not) and
 * the permission boxes by group. Saving sends the preset when it changed, then the permissions.
 */
export function EmployeePermissionsCard({ businessId, employee, grantable, readOnly }: Props) {
  const et = useEmployeesT();
  const { i18n } = useTranslation();
  const lang = toLang(i18n.language);
  const updatePreset = useUpdateEmployee(businessId);
  const updatePermissions = useUpdateEmployeePermissions(businessId);
  const [preset, setPreset] = useState<RolePreset | null>(employee.preset);
  const [chosen, setChosen] = useState<PermissionName[]>(() => inCatalogueOrder(employee.permissions));
  const [withheld, setWithheld] = useState<PermissionName[]>([]);
  // The last failure of the save, kept beside its button (spec §8) until the next try.
  const [failure, setFailure] = useState<unknown>(null);
  const saved = useMemo(() => inCatalogueOrder(employee.permissions), [employee.permissions]);
  const presetChanged = preset !== null && preset !== employee.preset;
  const permissionsChanged = !samePermissions(chosen, saved);
  const saving = updatePreset.isPending || updatePermissions.isPending;

  const choosePreset = (value: RolePreset) => {
    const next = applyPreset(value, chosen, grantable);
    setPreset(value);
    setChosen(next.permissions);
    setWithheld(next.withheld);
  };

  const save = async () => {
    setFailure(null);
    try {
      if (presetChanged) await updatePreset.mutateAsync({ id: employee.id, body: { preset } });
      if (permissionsChanged) await updatePermissions.mutateAsync({ id: employee.id, permissions: chosen });
      setWithheld([]);
      notify.success({ title: et('permissions.saved', { name: employee.name }) });
    } catch (error) {
      setFailure(error);
      notifyApiError(error);
    }
  };

  const presetOptions = ROLE_PRESET_NAMES.map((name) => ({ value: name, label: ROLE_PRESETS[name][lang] }));

  return (
    <Card title={et('permissions.title')} description={et('permissions.description')} as="h2">
      <div className="space-y-4">
        <SelectField
          label={et('permissions.preset')}
          hint={et('permissions.presetHint')}
          disabled={readOnly || saving}
          value={preset ?? ''}
          placeholder={preset === null ? et(employee.role === 'waiter' ? 'permissions.noPresetWaiter' : 'roles.custom') : undefined}
          options={presetOptions}
          onChange={(e) => choosePreset(e.target.value as RolePreset)}
          className="sm:max-w-xs"
        />
        {withheld.length > 0 && preset ? (
          <FieldHint className="text-amber-700">
            {et('permissions.withheld', { preset: ROLE_PRESETS[preset][lang], names: withheld.map((name) => permissionLabel(name, lang)).join(', ') })}
          </FieldHint>
        ) : null}
        <PermissionChecklist chosen={chosen} grantable={grantable} disabled={readOnly || saving} onChange={setChosen} />
        <ActionError error={failure} testId="employee-permissions-error" />
        {readOnly ? null : (
          <div className="flex justify-end">
            <Button onClick={() => void save()} loading={saving} disabled={!presetChanged && !permissionsChanged} data-testid="employee-permissions-save">
              {et('permissions.save')}
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}
