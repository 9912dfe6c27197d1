import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type PermissionName } from '@comanda/domain/permissions/permission-rules';
import { PERMISSION_CATALOGUE } from '@comanda/domain/permissions/permission-catalogue';
import { toLang } from '@comanda/domain/validation/lang';
import { FieldError } from '../../../components/ui/field';
import { useEmployeesT } from '../i18n';
import { permissionBoxes, togglePermission } from '../lib/permission-choices';

type Props = {
  chosen: readonly PermissionName[];
  /** What the person granting holds: the other boxes are disabled, with a hint why. */
  grantable: ReadonlySet<PermissionName>;
  onChange: (next: PermissionName[]) => void;
  disabled?: boolean;
  error?: string | undefined;
};

function PermissionBox({ name, checked, disabled, locked, onChange }: { name: PermissionName; checked: boolean; disabled: boolean; locked: boolean; onChange: (on: boolean) => void }) {
  const et = useEmployeesT();
  const { i18n } = useTranslation();
  const text = PERMISSION_CATALOGUE[name][toLang(i18n.language)];
  const id = useId();
  return (
    <li className="flex items-start gap-3 py-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={`${id}-text`}
        className="mt-0.5 size-4 shrink-0 rounded border-gray-300 accent-brand-600 disabled:cursor-not-allowed"
        data-permission={name}
      />
      <div className="min-w-0">
        <label htmlFor={id} className={locked ? 'text-sm font-medium text-gray-500' : 'text-sm font-medium text-gray-900'}>
          {text.label}
        </label>
        <p id={`${id}-text`} className="text-xs text-gray-500">
          {text.description}
          {locked ? <span className="mt-0.5 block text-amber-700">{et('permissions.notYours')}</span> : null}
        </p>
      </div>
    </li>
  );
}

/** The catalogue's permissions by group, with the label and description in the current language. */
export function PermissionChecklist({ chosen, grantable, onChange, disabled = false, error }: Props) {
  const et = useEmployeesT();
  return (
    <div className="space-y-4" data-testid="permission-checklist">
      {permissionBoxes(chosen, grantable).map(({ group, boxes }) => (
        <fieldset key={group}>
          <legend className="text-xs font-semibold tracking-wide text-gray-500 uppercase">{et(`permissions.groups.${group}`)}</legend>
          <ul className="mt-1 divide-y divide-gray-100">
            {boxes.map((box) => (
              <PermissionBox
                key={box.name}
                name={box.name}
                checked={box.checked}
                disabled={disabled || box.disabled}
                locked={box.disabled}
                onChange={(on) => onChange(togglePermission(chosen, box.name, on, grantable))}
              />
            ))}
          </ul>
        </fieldset>
      ))}
      {error ? <FieldError>{error}</FieldError> : null}
    </div>
  );
}
