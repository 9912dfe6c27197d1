import { BookOpen, Camera, FolderPlus, Plus, Search } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CategoryResource } from '@comanda/domain/menu/menu-category';
import type { ProductResource } from '@comanda/domain/menu/product';
import { PRODUCT_FILTERS } from '@comanda/domain/menu/product-filter';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { lazyDialog } from '../../../components/ui/lazy-dialog';
import { meQueryOptions, useMe } from '../../../features/account/api/get-me';
import { categoriesQueryOptions, useCategories } from '../../../features/menu/categories/api/list-categories';
import { categoryProductsQueryOptions } from '../../../features/menu/categories/api/list-category-products';
import type { ProductFilter } from '../../../features/menu/categories/api/list-category-products';
import { useRankCategories } from '../../../features/menu/categories/api/rank-categories';
import { CategorySection } from '../../../features/menu/categories/components/category-section';
import { DeleteCategoryDialog } from '../../../features/menu/categories/components/delete-category-dialog';
import { DeleteProductDialog } from '../../../features/menu/products/components/delete-product-dialog';
import { MenuToolbar } from '../../../features/menu/categories/components/menu-toolbar';
import { SortableList } from '../../../features/menu/shared/components/sortable';
import { useMenuT } from '../../../features/menu/i18n';
import { useProgressiveList } from '../../../lib/use-progressive-list';
import { paths } from '../../../lib/paths';
import { queryClient } from '../../query-client';
import { hasPermission, PERMISSIONS } from '../../../lib/permissions';

const SEARCH_DELAY_MS = 300;

// The two form dialogs bring zod and react-hook-form: they load when first opened.
const CategoryFormDialog = lazyDialog(
  () => import('../../../features/menu/categories/components/category-form-dialog').then((m) => m.CategoryFormDialog),
  (props) => props.target !== null,
);
const ImportPhotoDialog = lazyDialog(
  () => import('../../../features/menu/photo-import/components/import-photo-dialog').then((m) => m.ImportPhotoDialog),
  (props) => props.open,
);

function toFilter(value: string | null): ProductFilter {
  return (PRODUCT_FILTERS as readonly string[]).includes(value ?? '') ? (value as ProductFilter) : 'all';
}

function CategoriesSkeleton() {
  const mt = useMenuT();
  return (
    <div className="space-y-4" role="status" aria-label={mt('page.loading')}>
      {[0, 1, 2].map((i) => (
        <div key={i} className="animate-pulse rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
          <div className="h-4 w-40 rounded bg-gray-100" />
          <div className="mt-5 space-y-4">
            {[0, 1].map((j) => (
              <div key={j} className="flex items-center gap-3">
                <span className="size-12 rounded-lg bg-gray-100" />
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

/** How many categories the first screen shows: their products are fetched with the list. */
const FIRST_SCREEN_CATEGORIES = 2;

/**
 * Starts loading the categories as soon as the user is known, while the layout still waits for the
 * businesses: the page then renders with them instead of asking only once it is on screen. The first
 * categories' products follow at once, not after their sections are laid out and seen near the screen.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<null> {
  const me = await queryClient.ensureQueryData(meQueryOptions());
  const businessId = me?.current_business_id;
  if (!me || businessId == null || !hasPermission(me, PERMISSIONS.manageMenu, businessId)) return null;
  const search = new URL(request.url).searchParams;
  const keyword = search.get('q') ?? '';
  const filter = toFilter(search.get('filter'));
  void queryClient.fetchQuery(categoriesQueryOptions(businessId, keyword, filter)).then(
    (categories) => {
      for (const category of categories.slice(0, FIRST_SCREEN_CATEGORIES)) {
        void queryClient.prefetchInfiniteQuery(categoryProductsQueryOptions(businessId, category.id, { keyword, filter }));
      }
    },
    () => undefined, // the page shows the failure with its retry
  );
  if (keyword.trim() || filter !== 'all') void queryClient.prefetchQuery(categoriesQueryOptions(businessId));
  return null;
}

/** /cardapio: the categories in their order, each with its products; search, filter, reorder, import. */
export function Component() {
  const mt = useMenuT();
  const { t } = useTranslation();
  const { data: me } = useMe();
  const businessId = me?.current_business_id ?? null;
  const [params, setParams] = useSearchParams();
  const keyword = params.get('q') ?? '';
  const filter = toFilter(params.get('filter'));
  const [typed, setTyped] = useState(keyword);

  // With a search or a filter, the API lists only the categories with matching products (one
  // request); each section still loads its own products when near the screen.
  const categoriesQuery = useCategories(businessId, keyword, filter);
  const allCategoriesQuery = useCategories(businessId);
  const categories = useMemo(() => categoriesQuery.data ?? [], [categoriesQuery.data]);
  // Fifty categories with their rows in one commit blocked the page for a third of a second on a
  // phone (issue 20): the first sections paint at once and the others follow a few per frame.
  const shownCategories = useProgressiveList(categories);
  // The keyword and filter the shown categories were found with: while a new list loads, the
  // sections keep the previous ones instead of each starting a search for a list about to change.
  const [listed, setListed] = useState({ keyword, filter });
  if (categoriesQuery.data && !categoriesQuery.isPlaceholderData && (listed.keyword !== keyword || listed.filter !== filter)) {
    setListed({ keyword, filter });
  }
  const allCategories = allCategoriesQuery.data ?? [];
  const rank = useRankCategories(businessId ?? 0);

  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(() => new Set());
  const [categoryForm, setCategoryForm] = useState<CategoryResource | 'new' | null>(null);
  const [categoryToDelete, setCategoryToDelete] = useState<CategoryResource | null>(null);
  const [productToDelete, setProductToDelete] = useState<ProductResource | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const [scrollTo, setScrollTo] = useState<number | null>(null);

  // Search after a pause in typing, so each keystroke is not a request; the URL keeps it.
  useEffect(() => {
    if (typed.trim() === keyword) return undefined;
    const timer = window.setTimeout(() => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (typed.trim()) next.set('q', typed.trim());
          else next.delete('q');
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed, keyword, setParams]);

  // A category just created or imported into: open it and bring it into view once it is rendered.
  useEffect(() => {
    if (scrollTo === null || !shownCategories.some((c) => c.id === scrollTo)) return;
    const frame = window.requestAnimationFrame(() => {
      document.getElementById(`category-${scrollTo}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    });
    setScrollTo(null);
    return () => window.cancelAnimationFrame(frame);
  }, [scrollTo, shownCategories]);

  const setFilter = (value: ProductFilter) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === 'all') next.delete('filter');
        else next.set('filter', value);
        return next;
      },
      { replace: true },
    );

  const reveal = useCallback((id: number) => {
    setCollapsed((prev) => {
      if (!prev.has(id)) return prev;
      const next = new Set(prev);
      next.delete(id);
      return next;
    });
    setScrollTo(id);
  }, []);

  const toggle = useCallback((id: number) => {
    setCollapsed((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  // A partial list (searched or filtered) cannot be reordered: the hidden categories have places too.
  const narrowed = keyword !== '' || filter !== 'all';
  const categoryReorderHint = narrowed ? mt('category.reorderCategoriesFiltered') : undefined;
  const categoriesReorderable = !narrowed && categories.length > 1;

  const allCollapsed = categories.length > 0 && categories.every((c) => collapsed.has(c.id));
  const noCategories = allCategoriesQuery.data !== undefined && allCategoriesQuery.data.length === 0;

  // The page header, with its three actions side by side on a phone rather than one per line.
  const header = (
    <div className="mb-6 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-gray-900">{mt('page.title')}</h1>
        <p className="mt-1 text-sm text-gray-500">{mt('page.description')}</p>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap lg:shrink-0 lg:flex-nowrap">
        <Link to={paths.cardapioAdd.to()} className={buttonClasses('primary', 'md', 'col-span-2 whitespace-nowrap')}>
          <Plus className="size-4" aria-hidden="true" />
          {mt('page.newProduct')}
        </Link>
        <Button variant="secondary" className="px-2 whitespace-nowrap sm:px-4" icon={<FolderPlus className="size-4 shrink-0" aria-hidden="true" />} onClick={() => setCategoryForm('new')}>
          {mt('page.newCategory')}
        </Button>
        <Button
          variant="secondary"
          className="px-2 whitespace-nowrap sm:px-4"
          icon={<Camera className="size-4 shrink-0" aria-hidden="true" />}
          onClick={() => setImportOpen(true)}
          disabled={noCategories}
          title={noCategories ? mt('page.importNeedsCategory') : undefined}
        >
          {mt('page.importPhoto')}
        </Button>
      </div>
    </div>
  );

  let body;
  if (businessId === null) {
    body = <EmptyState icon={BookOpen} title={mt('page.loadFailed')} />;
  } else if (categoriesQuery.isError && !categoriesQuery.data) {
    body = (
      <Alert
        tone="error"
        title={t('errors.title')}
        actions={
          <Button size="sm" variant="secondary" onClick={() => void categoriesQuery.refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {mt('page.loadFailed')}
      </Alert>
    );
  } else if (!categoriesQuery.data) {
    body = <CategoriesSkeleton />;
  } else if (categories.length === 0 && !keyword && filter === 'all') {
    body = (
      <EmptyState
        icon={BookOpen}
        title={mt('empty.title')}
        description={mt('empty.text')}
        action={
          <Button icon={<FolderPlus className="size-4" aria-hidden="true" />} onClick={() => setCategoryForm('new')}>
            {mt('empty.action')}
          </Button>
        }
      />
    );
  } else if (categories.length === 0 && filter !== 'all') {
    const filterName = mt(`filter.${filter}`);
    body = (
      <EmptyState
        icon={Search}
        title={mt('empty.filterTitle')}
        description={keyword ? mt('empty.filterSearchText', { keyword, filter: filterName }) : mt(`empty.filterText.${filter}`)}
        action={
          <Button variant="secondary" onClick={() => setFilter('all')}>
            {mt('empty.showAll')}
          </Button>
        }
      />
    );
  } else if (categories.length === 0) {
    body = (
      <EmptyState
        icon={Search}
        title={mt('empty.searchTitle')}
        description={mt('empty.searchText', { keyword })}
        action={
          <Button variant="secondary" onClick={() => setTyped('')}>
            {mt('search.clear')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <div className={categoriesQuery.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
        <div className="mb-2 flex items-center justify-end">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setCollapsed(allCollapsed ? new Set() : new Set(categories.map((c) => c.id)))}
          >
            {mt(allCollapsed ? 'page.expandAll' : 'page.collapseAll')}
          </Button>
        </div>
        <SortableList items={categories} disabled={!categoriesReorderable} onReorder={(ids) => rank.mutate(ids)}>
            <div className="space-y-4" data-testid="menu-categories">
              {shownCategories.map((category) => (
                <CategorySection
                  key={category.id}
                  businessId={businessId}
                  category={category}
                  keyword={listed.keyword}
                  filter={listed.filter}
                  expanded={!collapsed.has(category.id)}
                  reorderable={categoriesReorderable}
                  reorderHint={categoryReorderHint}
                  onToggle={toggle}
                  onEdit={setCategoryForm}
                  onDelete={setCategoryToDelete}
                  onDeleteProduct={setProductToDelete}
                />
              ))}
            </div>
        </SortableList>
      </div>
    );
  }

  return (
    <div data-testid="page-cardapio">
      {header}
      {noCategories ? null : <MenuToolbar search={typed} onSearch={setTyped} filter={filter} onFilter={setFilter} />}
      {body}
      <CategoryFormDialog target={categoryForm} onClose={() => setCategoryForm(null)} onSaved={(c) => (categoryForm === 'new' ? reveal(c.id) : undefined)} />
      {businessId !== null ? (
        <DeleteCategoryDialog
          businessId={businessId}
          category={categoryToDelete}
          countKnown={!narrowed}
          onClose={() => setCategoryToDelete(null)}
        />
      ) : null}
      <DeleteProductDialog product={productToDelete} onClose={() => setProductToDelete(null)} />
      <ImportPhotoDialog
        open={importOpen}
        categories={allCategories}
        defaultCategoryId={allCategories[0]?.id}
        onClose={() => setImportOpen(false)}
        onImported={reveal}
      />
    </div>
  );
}
