import { Search, X } from 'lucide-react';
import { PRODUCT_FILTERS } from '@comanda/domain/menu/product-filter';
import { controlClasses } from '../../../../components/ui/field';
import { cn } from '../../../../lib/cn';
import type { ProductFilter } from '../api/list-category-products';
import { useMenuT } from '../../i18n';

type MenuToolbarProps = {
  search: string;
  onSearch: (value: string) => void;
  filter: ProductFilter;
  onFilter: (filter: ProductFilter) => void;
};

/** The search box (typed freely, searched after a pause) and the product filter. */
export function MenuToolbar({ search, onSearch, filter, onFilter }: MenuToolbarProps) {
  const mt = useMenuT();
  return (
    <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
      <div className="relative w-full lg:max-w-sm">
        <label htmlFor="menu-search" className="sr-only">
          {mt('search.label')}
        </label>
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400" aria-hidden="true" />
        <input
          id="menu-search"
          type="search"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          placeholder={mt('search.placeholder')}
          autoComplete="off"
          className={controlClasses(false, 'h-10 pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden')}
        />
        {search ? (
          <button
            type="button"
            className="absolute top-1/2 right-1.5 flex size-7 -translate-y-1/2 items-center justify-center rounded-md text-gray-400 hover:bg-gray-100 hover:text-gray-600"
            aria-label={mt('search.clear')}
            onClick={() => onSearch('')}
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        ) : null}
      </div>
      <div
        role="group"
        aria-label={mt('filter.label')}
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0"
      >
        {PRODUCT_FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => onFilter(value)}
            className={cn(
              'h-8 shrink-0 rounded-full px-3 text-sm font-medium whitespace-nowrap ring-1 transition-colors ring-inset focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
              filter === value
                ? 'bg-brand-600 text-white ring-brand-600'
                : 'bg-white text-gray-700 ring-gray-300 hover:bg-gray-50',
            )}
          >
            {mt(`filter.${value}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
