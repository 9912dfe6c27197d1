import { Copy, Layers, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VariationResource } from '@comanda/domain/menu/variation';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useMe } from '../../../features/account/api/get-me';
import { DragHandle, SortableList, useSortableItem } from '../../../features/menu/shared/components/sortable';
import { useVariations } from '../../../features/menu/variations/api/list-variations';
import { useRankVariations } from '../../../features/menu/variations/api/rank-variations';
import { CopyVariationDialog } from '../../../features/menu/variations/components/copy-variation-dialog';
import { DeleteVariationDialog } from '../../../features/menu/variations/components/delete-variation-dialog';
import { VariationCard } from '../../../features/menu/variations/components/variation-card';
import { VariationFormDialog } from '../../../features/menu/variations/components/variation-form-dialog';
import { useOptionsT } from '../../../features/menu/i18n';
import { useProductId } from '../../../features/menu/products/lib/product-id';

type SortableGroupProps = {
  productId: number;
  group: VariationResource;
  reorderable: boolean;
  onEdit: (group: VariationResource) => void;
  onDelete: (group: VariationResource) => void;
};

/** A group card that moves by its grip: pointer, or focus + space and the arrow keys. */
function SortableGroup({ productId, group, reorderable, onEdit, onDelete }: SortableGroupProps) {
  const ot = useOptionsT();
  const sortable = useSortableItem(group.id, !reorderable);
  return (
    <VariationCard
      productId={productId}
      group={group}
      nodeRef={sortable.setNodeRef}
      style={sortable.style}
      dragging={sortable.isDragging}
      handle={reorderable ? <DragHandle sortable={sortable} label={ot('group.move', { name: group.name })} disabled={false} /> : null}
      onEdit={onEdit}
      onDelete={onDelete}
    />
  );
}

function GroupsSkeleton() {
  const ot = useOptionsT();
  return (
    <div className="space-y-4" role="status" aria-label={ot('groups.loading')}>
      {[0, 1].map((i) => (
        <div key={i} className="animate-pulse rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
          <div className="h-4 w-40 rounded bg-gray-100" />
          <div className="mt-2 h-3 w-64 max-w-full rounded bg-gray-100" />
          <div className="mt-5 space-y-3">
            {[0, 1, 2].map((j) => (
              <div key={j} className="flex items-center gap-3">
                <span className="h-3.5 flex-1 rounded bg-gray-100" />
                <span className="h-3.5 w-16 rounded bg-gray-100" />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

/** /cardapio/:id/variations: the product's option groups in order, to create, edit, copy, reorder. */
export function Component() {
  const ot = useOptionsT();
  const { t } = useTranslation();
  const validId = useProductId();
  const productId = validId ?? 0;
  const { data: me } = useMe();
  const groupsQuery = useVariations(validId);
  const groups = useMemo(() => groupsQuery.data ?? [], [groupsQuery.data]);
  const rank = useRankVariations(productId);
  const [formTarget, setFormTarget] = useState<VariationResource | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<VariationResource | null>(null);
  const [copyOpen, setCopyOpen] = useState(false);


  const reorderable = groups.length > 1;

  let body;
  if (groupsQuery.isError) {
    body = (
      <Alert
        tone="error"
        title={t('errors.title')}
        actions={
          <Button size="sm" variant="secondary" onClick={() => void groupsQuery.refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {groupsQuery.error.message || ot('groups.loadFailed')}
      </Alert>
    );
  } else if (!groupsQuery.data) {
    body = <GroupsSkeleton />;
  } else if (groups.length === 0) {
    body = <EmptyState icon={Layers} title={ot('groups.emptyTitle')} description={ot('groups.emptyText')} />;
  } else {
    body = (
      <SortableList items={groups} disabled={!reorderable} onReorder={(ids) => rank.mutate(ids)}>
          <div className="space-y-4" data-testid="variation-groups">
            {groups.map((group) => (
              <SortableGroup key={group.id} productId={productId} group={group} reorderable={reorderable} onEdit={setFormTarget} onDelete={setToDelete} />
            ))}
          </div>
      </SortableList>
    );
  }

  return (
    <>
      <div data-testid="page-cardapio-variations">
        <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div className="min-w-0">
            <h2 className="text-lg font-semibold text-gray-900">{ot('groups.title')}</h2>
            <p className="mt-1 max-w-2xl text-sm text-gray-500">{ot(reorderable ? 'groups.descriptionReorder' : 'groups.description')}</p>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:shrink-0 sm:flex-row">
            <Button variant="secondary" icon={<Copy className="size-4 shrink-0" aria-hidden="true" />} onClick={() => setCopyOpen(true)} disabled={validId === null}>
              {ot('groups.copy')}
            </Button>
            <Button icon={<Plus className="size-4 shrink-0" aria-hidden="true" />} onClick={() => setFormTarget('new')} disabled={validId === null}>
              {ot('groups.new')}
            </Button>
          </div>
        </div>
        {body}
        <VariationFormDialog productId={productId} target={formTarget} onClose={() => setFormTarget(null)} />
        <DeleteVariationDialog productId={productId} group={toDelete} onClose={() => setToDelete(null)} />
        <CopyVariationDialog businessId={me?.current_business_id ?? null} productId={productId} open={copyOpen} onClose={() => setCopyOpen(false)} />
      </div>
    </>
  );
}
