import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { CategoryResource } from '@comanda/domain/menu/menu-category';
import type { ProductResource } from '@comanda/domain/menu/product';
import { paths } from '../../../../lib/paths';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { useTranslation } from 'react-i18next';
import { useCategoryProducts, type ProductFilter } from '../api/list-category-products';
import { useRankProducts } from '../../products/api/rank-products';
import { useMenuT } from '../../i18n';
import { flattenPages } from '../../shared/lib/reorder';
import { ProductRow } from '../../products/components/product-row';
import { SortableList } from '../../shared/components/sortable';

type CategoryProductsProps = {
  businessId: number;
  category: CategoryResource;
  keyword: string;
  filter: ProductFilter;
  /** Whether the section is near the screen: only those load (and refetch), not all 50 at once. */
  enabled: boolean;
  onDelete: (product: ProductResource) => void;
};

export function ProductRowsSkeleton({ count }: { count: number }) {
  return (
    <ul aria-hidden="true" className="divide-y divide-gray-100">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="flex animate-pulse items-center gap-3 px-4 py-3">
          <span className="size-12 rounded-lg bg-gray-100 sm:size-14" />
          <span className="flex-1 space-y-2">
            <span className="block h-3.5 w-2/5 rounded bg-gray-100" />
            <span className="block h-3 w-3/5 rounded bg-gray-100" />
          </span>
          <span className="h-3.5 w-16 rounded bg-gray-100" />
        </li>
      ))}
    </ul>
  );
}

/** The products of one category, a page at a time, reorderable when the whole list is shown. */
export function CategoryProducts({ businessId, category, keyword, filter, enabled, onDelete }: CategoryProductsProps) {
  const mt = useMenuT();
  const { t } = useTranslation();
  const query = useCategoryProducts(businessId, category.id, { keyword, filter }, enabled);
  const rank = useRankProducts();
  // Not deferred: only the few sections near the screen load, each twenty rows in a small commit, and a
  // deferred render was restarted by every other section's answer until React gave up waiting (5 s).
  const data = query.data;
  const products = useMemo(() => flattenPages(data), [data]);
  const total = data?.pages.at(-1)?.meta.total ?? 0;
  const filtered = keyword.trim() !== '' || filter !== 'all';

  // Only the unfiltered list can be reordered. With pages still to load, the API keeps the products
  // not sent after the ones sent, so reordering the loaded ones is safe.
  const reorderHint = filtered ? mt('category.reorderFiltered') : undefined;
  const reorderable = reorderHint === undefined && products.length > 1;

  if (query.isError && !query.data) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 px-4 py-4 text-sm text-red-700" role="alert">
        {mt('category.loadFailed')}
        <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }

  if (!data) {
    return (
      <div role="status" aria-label={mt('category.loadingProducts', { name: category.name })}>
        <ProductRowsSkeleton count={Math.min(Math.max(category.products_count, 1), 4)} />
      </div>
    );
  }

  if (products.length === 0) {
    return filtered ? (
      <p className="px-4 py-5 text-sm text-gray-500">{mt('category.emptyFiltered')}</p>
    ) : (
      <div className="flex flex-col items-start gap-3 px-4 py-5 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="text-sm font-medium text-gray-900">{mt('category.emptyTitle')}</p>
          <p className="text-sm text-gray-500">{mt('category.emptyText', { name: category.name })}</p>
        </div>
        <Link to={paths.cardapioAdd.to(undefined, { category: category.id })} className={buttonClasses('secondary', 'sm')}>
          <Plus className="size-4" aria-hidden="true" />
          {mt('category.addProduct')}
        </Link>
      </div>
    );
  }

  return (
    <div className={query.isPlaceholderData ? 'opacity-60' : undefined}>
      <SortableList items={products} disabled={!reorderable} onReorder={(ids) => rank.mutate({ category_id: category.id, ids })}>
          <ul className="divide-y divide-gray-100" aria-label={mt('category.count', { count: total })}>
            {products.map((product) => (
              <ProductRow
                key={product.id}
                product={product}
                reorderable={reorderable}
                reorderHint={reorderHint}
                onDelete={onDelete}
              />
            ))}
          </ul>
      </SortableList>
      {query.hasNextPage ? (
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-gray-100 px-4 py-3">
          <span className="text-xs text-gray-500">{mt('category.shown', { shown: products.length, total })}</span>
          <Button size="sm" variant="secondary" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {mt('category.loadMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
