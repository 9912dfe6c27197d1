import { useState } from 'react';
import { Link } from 'react-router';
import { Armchair, Pencil, Plus, Search, Trash2 } from 'lucide-react';
import { filterTablesByName } from '@comanda/domain/tables/filter-tables';
import type { TableResource } from '@comanda/domain/tables/table-resource';
import { buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { TextField } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { notifyApiError } from '../../../lib/form-errors';
import { formatMoney } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { notify } from '../../../lib/toast';
import { useDeleteTable } from '../api/table-mutations';
import { useTablesT } from '../i18n';

type TablesListProps = { tables: readonly TableResource[]; currency: string };

/** /settings/tables/settings/mesas: the tables with search, add, edit and delete (issue 15). */
export function TablesList({ tables, currency }: TablesListProps) {
  const tt = useTablesT();
  const [query, setQuery] = useState('');
  const [deleting, setDeleting] = useState<TableResource | null>(null);
  const remove = useDeleteTable();
  const shown = filterTablesByName(tables, query);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify.success({ title: tt('delete.deleted', { name: deleting.name }) });
      setDeleting(null);
    } catch (error) {
      // A table with an open order answers 409 with the reason; the dialog closes on it.
      setDeleting(null);
      notifyApiError(error);
    }
  };

  const addLink = (
    <Link to={paths.settingsTablesMesasCreateUpdate.to()} className={buttonClasses('primary', 'md', 'gap-2')} data-testid="tables-add">
      <Plus className="size-4" aria-hidden="true" /> {tt('list.add')}
    </Link>
  );

  if (tables.length === 0) {
    return <EmptyState icon={Armchair} title={tt('list.emptyTitle')} description={tt('list.emptyDescription')} action={addLink} />;
  }

  return (
    <div>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="w-full sm:max-w-xs">
          <TextField
            type="search"
            label={tt('list.search')}
            placeholder={tt('list.searchPlaceholder')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            autoComplete="off"
          />
        </div>
        <div className="flex items-center justify-between gap-3 sm:justify-end">
          <p className="text-sm text-gray-500" aria-live="polite">
            {tt('list.count', { count: shown.length })}
          </p>
          {addLink}
        </div>
      </div>

      {shown.length === 0 ? (
        <EmptyState icon={Search} title={tt('list.noMatchTitle')} description={tt('list.noMatchDescription', { query: query.trim() })} />
      ) : (
        <ul className="divide-y divide-gray-100 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-gray-200" aria-label={tt('list.name')} data-testid="tables-list">
          {shown.map((table) => (
            <TableRow key={table.id} table={table} currency={currency} onDelete={() => setDeleting(table)} />
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
        title={tt('delete.title', { name: deleting?.name ?? '' })}
        description={tt('delete.description')}
        confirmLabel={tt('delete.confirm')}
        pending={remove.isPending}
      />
    </div>
  );
}

function TableRow({ table, currency, onDelete }: { table: TableResource; currency: string; onDelete: () => void }) {
  const tt = useTablesT();
  const occupied = table.status === 'occupied';
  return (
    <li className="flex items-center gap-3 px-4 py-3" data-testid={`table-row-${table.name}`}>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-gray-900">{table.name}</p>
        <p className="text-sm text-gray-500">
          {[table.area, table.capacity ? tt('list.seats', { count: table.capacity }) : null].filter(Boolean).join(' · ') || tt('list.noArea')}
        </p>
      </div>
      <span
        className={cn(
          'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-medium',
          occupied ? 'bg-amber-100 text-amber-800' : 'bg-emerald-100 text-emerald-800',
        )}
        data-testid="table-status"
      >
        {occupied ? tt('list.occupied', { total: formatMoney(table.order_total ?? 0, currency) }) : tt('list.free')}
      </span>
      <div className="flex shrink-0 gap-1">
        <Link
          to={paths.settingsTablesMesasCreateUpdate.to(undefined, { id: table.id })}
          className={buttonClasses('ghost', 'sm', 'size-9 p-0')}
          aria-label={tt('list.edit', { name: table.name })}
          title={tt('list.edit', { name: table.name })}
        >
          <Pencil className="size-4" aria-hidden="true" />
        </Link>
        <button
          type="button"
          onClick={onDelete}
          className={buttonClasses('ghost', 'sm', 'size-9 p-0 text-red-600 hover:bg-red-50 hover:text-red-700')}
          aria-label={tt('list.delete', { name: table.name })}
          title={tt('list.delete', { name: table.name })}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      </div>
    </li>
  );
}
