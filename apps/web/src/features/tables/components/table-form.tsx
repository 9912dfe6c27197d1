import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { TableBodySchema, TABLE_NAME_MAX, type TableResource } from '@comanda/domain/tables/table-resource';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { LEAVE_WITHOUT_ASKING, UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { applyApiErrors } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreateTable, useUpdateTable } from '../api/table-mutations';
import { useTablesT } from '../i18n';

const AREA_MAX = 40;
// An empty seats field is no number of seats, not zero.
const emptyToNull = (value: unknown) => (value === null || value === undefined || (typeof value === 'string' && value.trim() === '') ? null : Number(value));

type TableFormProps = {
  /** null: a new table. */
  table: TableResource | null;
  /** Every table of the business, for the areas already in use. */
  tables: readonly TableResource[];
};

/** /settings/tables/settings/mesas/create-update: a table's name, seats and area (issue 15). */
export function TableForm({ table, tables }: TableFormProps) {
  const tt = useTablesT();
  const navigate = useNavigate();
  const create = useCreateTable();
  const update = useUpdateTable();
  const form = useZodForm(TableBodySchema, {
    defaultValues: { name: table?.name ?? '', capacity: table?.capacity ?? null, area: table?.area ?? '' },
  });
  const { register, handleSubmit, formState } = form;
  const saving = formState.isSubmitting;
  const areas = useMemo(() => [...new Set(tables.map((t) => t.area).filter((a): a is string => !!a))].sort((a, b) => a.localeCompare(b)), [tables]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = table ? await update.mutateAsync({ id: table.id, body: values }) : await create.mutateAsync(values);
      notify.success({ title: tt(table ? 'form.updated' : 'form.created', { name: saved.name }) });
      await navigate(paths.settingsTablesMesas.to(), { state: LEAVE_WITHOUT_ASKING });
    } catch (error) {
      applyApiErrors(error, form);
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="max-w-xl" data-testid="table-form">
      <UnsavedChangesGuard when={formState.isDirty && !saving && !formState.isSubmitSuccessful} />
      <Card title={tt(table ? 'form.editTitle' : 'form.createTitle')} description={tt('form.description')} as="h2">
        <div className="space-y-4">
          <TextField
            label={tt('form.name')}
            placeholder={tt('form.namePlaceholder')}
            autoComplete="off"
            autoFocus
            maxChars={TABLE_NAME_MAX}
            disabled={saving}
            error={formState.errors.name?.message}
            {...register('name')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={tt('form.capacity')}
              hint={tt('form.capacityHint')}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              disabled={saving}
              error={formState.errors.capacity?.message}
              {...register('capacity', { setValueAs: emptyToNull })}
            />
            <TextField
              label={tt('form.area')}
              placeholder={tt('form.areaPlaceholder')}
              autoComplete="off"
              list="table-areas"
              maxChars={AREA_MAX}
              disabled={saving}
              error={formState.errors.area?.message}
              {...register('area')}
            />
            <datalist id="table-areas">
              {areas.map((area) => (
                <option key={area} value={area} />
              ))}
            </datalist>
          </div>
        </div>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Link to={paths.settingsTablesMesas.to()} className={buttonClasses('secondary')}>
            {tt('form.cancel')}
          </Link>
          <Button type="submit" loading={saving} data-testid="table-form-submit">
            {tt(table ? 'form.save' : 'form.create')}
          </Button>
        </div>
      </Card>
    </form>
  );
}
