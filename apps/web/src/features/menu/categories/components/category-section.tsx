import { ChevronRight, Pencil, Plus, Trash2 } from 'lucide-react';
import { memo, useId, useRef } from 'react';
import { Link } from 'react-router';
import type { CategoryResource } from '@comanda/domain/menu/menu-category';
import type { ProductResource } from '@comanda/domain/menu/product';
import { paths } from '../../../../lib/paths';
import { cn } from '../../../../lib/cn';
import type { ProductFilter } from '../api/list-category-products';
import { useMenuT } from '../../i18n';
import { useNearViewport } from '../lib/use-near-viewport';
import { CategoryProducts } from './category-products';
import { DragHandle, useSortableItem } from '../../shared/components/sortable';

type CategorySectionProps = {
  businessId: number;
  category: CategoryResource;
  keyword: string;
  filter: ProductFilter;
  expanded: boolean;
  reorderable: boolean;
  reorderHint: string | undefined;
  onToggle: (id: number) => void;
  onEdit: (category: CategoryResource) => void;
  onDelete: (category: CategoryResource) => void;
  onDeleteProduct: (product: ProductResource) => void;
};

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-lg text-gray-500 transition-colors hover:bg-gray-100 hover:text-gray-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none';

/** One category: its header (name, state, count, actions) and, when open, its products. */
export const CategorySection = memo(function CategorySection({
  businessId,
  category,
  keyword,
  filter,
  expanded,
  reorderable,
  reorderHint,
  onToggle,
  onEdit,
  onDelete,
  onDeleteProduct,
}: CategorySectionProps) {
  const mt = useMenuT();
  const id = useId();
  const sortable = useSortableItem(category.id, !reorderable);
  const sectionRef = useRef<HTMLElement | null>(null);
  const near = useNearViewport(sectionRef);
  const name = category.name;
  const paused = category.products_count - category.active_products_count;

  return (
    <section
      ref={(node) => {
        sectionRef.current = node;
        sortable.setNodeRef(node);
      }}
      style={sortable.style}
      id={`category-${category.id}`}
      aria-labelledby={`${id}-name`}
      data-testid="category-section"
      className={cn(
        // Off-screen sections skip layout and paint: a menu of 50 categories stays smooth to scroll.
        'scroll-mt-24 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-gray-200 [contain-intrinsic-size:auto_420px] [content-visibility:auto]',
        sortable.isDragging && 'shadow-xl ring-2 ring-brand-400',
      )}
    >
      <div className={cn('flex items-center gap-1 py-2 pr-2 pl-1 sm:gap-2 sm:pr-3 sm:pl-2', expanded && 'border-b border-gray-100')}>
        <DragHandle sortable={sortable} label={mt('category.move', { name })} disabled={!reorderable} hint={reorderHint} />
        <h2 className="min-w-0 flex-1">
          <button
            type="button"
            className="flex w-full min-w-0 items-center gap-2 rounded-lg px-1 py-1.5 text-left hover:bg-gray-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
            aria-expanded={expanded}
            aria-controls={`${id}-products`}
            onClick={() => onToggle(category.id)}
          >
            <ChevronRight
              className={cn('size-4 shrink-0 text-gray-400 transition-transform', expanded && 'rotate-90')}
              aria-hidden="true"
            />
            <span className="flex min-w-0 flex-col sm:flex-row sm:items-center sm:gap-2">
              <span id={`${id}-name`} data-testid="category-name" className={cn('truncate text-base font-semibold', category.active ? 'text-gray-900' : 'text-gray-500')}>
                {name}
              </span>
              <span className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs font-normal text-gray-500">
                {!category.active ? (
                  <span className="rounded-full bg-gray-100 px-2 py-0.5 font-medium text-gray-700 ring-1 ring-gray-200 ring-inset">
                    {mt('category.inactive')}
                  </span>
                ) : null}
                <span>{mt('category.count', { count: category.products_count })}</span>
                {paused > 0 ? <span>· {mt('category.paused', { count: paused })}</span> : null}
              </span>
            </span>
          </button>
        </h2>
        <div className="flex shrink-0 items-center">
          <Link
            to={paths.cardapioAdd.to(undefined, { category: category.id })}
            className={iconButton}
            aria-label={mt('category.addProductTo', { name })}
            title={mt('category.addProductTo', { name })}
          >
            <Plus className="size-4" aria-hidden="true" />
          </Link>
          <button
            type="button"
            className={iconButton}
            aria-label={mt('category.edit', { name })}
            title={mt('category.edit', { name })}
            onClick={() => onEdit(category)}
          >
            <Pencil className="size-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            className={cn(iconButton, 'hover:bg-red-50 hover:text-red-700')}
            aria-label={mt('category.delete', { name })}
            title={mt('category.delete', { name })}
            onClick={() => onDelete(category)}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </button>
        </div>
      </div>
      <div id={`${id}-products`} hidden={!expanded}>
        {expanded ? (
          <CategoryProducts
            businessId={businessId}
            category={category}
            keyword={keyword}
            filter={filter}
            enabled={near}
            onDelete={onDeleteProduct}
          />
        ) : null}
      </div>
    </section>
  );
});
