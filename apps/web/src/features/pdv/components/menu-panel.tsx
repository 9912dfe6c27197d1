import { Search } from 'lucide-react';
import { useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import { startingPrice } from '@comanda/domain/menu/starting-price';
import type { PdvProduct } from '@comanda/domain/pdv/pdv-menu';
import { baseUnitPrice } from '@comanda/domain/totals/subtotal';
import { cn } from '../../../lib/cn';
import { formatMoney } from '../../../lib/format';
import type { MenuCategory } from '../api/list-menu';
import { usePdvT } from '../i18n';
import { indexMenu, MENU_ROWS_SHOWN, searchMenu } from '../lib/menu-search';

type MenuPanelProps = {
  categories: readonly MenuCategory[];
  currency: string;
  onPick: (product: PdvProduct) => void;
  searchRef: Ref<HTMLInputElement>;
};

/**
 * The menu by category with a search over every product in memory: each key filters the prepared
 * index (no request) and at most MENU_ROWS_SHOWN rows are drawn, so a 1,000-product menu stays
 * instant. Arrow keys move the highlight, Enter adds it.
 */
export function MenuPanel({ categories, currency, onPick, searchRef }: MenuPanelProps) {
  const pt = usePdvT();
  const [query, setQuery] = useState('');
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [highlight, setHighlight] = useState(0);
  const index = useMemo(() => indexMenu(categories), [categories]);
  const scoped = useMemo(
    () => (categoryId === null ? index : index.filter((entry) => entry.product.category_id === categoryId)),
    [index, categoryId],
  );
  const rows = useMemo(() => searchMenu(scoped, query, MENU_ROWS_SHOWN + 1), [scoped, query]);
  const shown = rows.slice(0, MENU_ROWS_SHOWN);
  const current = Math.min(highlight, Math.max(0, shown.length - 1));

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setHighlight(Math.min(current + 1, shown.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setHighlight(Math.max(current - 1, 0));
    } else if (event.key === 'Enter' && !event.ctrlKey && !event.metaKey) {
      const entry = shown[current];
      if (entry) {
        event.preventDefault();
        onPick(entry.product);
      }
    }
  }

  return (
    <section className="flex min-h-0 flex-col gap-3" aria-label={pt('tabs.menu')}>
      <label className="relative block">
        <span className="sr-only">{pt('menu.search')}</span>
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400" aria-hidden />
        <input
          ref={searchRef}
          type="search"
          value={query}
          placeholder={pt('menu.search')}
          title={pt('menu.searchHint')}
          onChange={(event) => {
            setQuery(event.target.value);
            setHighlight(0);
          }}
          onKeyDown={onKeyDown}
          className="h-11 w-full rounded-lg border-0 bg-white pr-3 pl-9 text-base ring-1 ring-gray-300 ring-inset focus:ring-2 focus:ring-brand-600"
          data-testid="pdv-search"
        />
      </label>
      <div className="flex gap-2 overflow-x-auto pb-1" role="group" aria-label={pt('tabs.menu')}>
        {[{ id: null, name: pt('menu.all') }, ...categories].map((category) => (
          <button
            key={category.id ?? 'all'}
            type="button"
            aria-pressed={categoryId === category.id}
            onClick={() => {
              setCategoryId(category.id);
              setHighlight(0);
            }}
            className={cn(
              'shrink-0 rounded-full px-3 py-1.5 text-sm font-medium ring-1 ring-inset',
              categoryId === category.id ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-gray-700 ring-gray-300 hover:bg-gray-50',
            )}
          >
            {category.name}
          </button>
        ))}
      </div>
      <ul className="grid min-h-0 flex-1 auto-rows-min grid-cols-1 gap-2 sm:max-lg:grid-cols-2 2xl:grid-cols-2" data-testid="pdv-products">
        {shown.map((entry, i) => (
          <li key={entry.product.id}>
            <ProductButton
              product={entry.product}
              categoryName={entry.categoryName}
              currency={currency}
              highlighted={i === current && query !== ''}
              onPick={onPick}
            />
          </li>
        ))}
      </ul>
      {shown.length === 0 ? <p className="text-sm text-gray-500">{pt('menu.empty')}</p> : null}
      {rows.length > MENU_ROWS_SHOWN ? (
        <p className="text-xs text-gray-500">{pt('menu.more', { shown: MENU_ROWS_SHOWN })}</p>
      ) : null}
    </section>
  );
}

function ProductButton({
  product,
  categoryName,
  currency,
  highlighted,
  onPick,
}: {
  product: PdvProduct;
  categoryName: string;
  currency: string;
  highlighted: boolean;
  onPick: (product: PdvProduct) => void;
}) {
  const pt = usePdvT();
  const base = baseUnitPrice(product);
  // Priced by its required options (a half-and-half pizza at R$ 0,00): the cheapest valid choice.
  const starting = startingPrice(product);
  const from = starting !== null && starting > base;
  const price = formatMoney(from ? starting : base, currency);
  const perUnit = product.is_weight_based ? pt('menu.perKg', { price }) : price;
  return (
    <button
      type="button"
      onClick={() => onPick(product)}
      className={cn(
        'flex w-full items-start justify-between gap-3 rounded-lg bg-white p-3 text-left ring-1 ring-gray-200 ring-inset hover:ring-brand-500',
        highlighted && 'ring-2 ring-brand-600',
      )}
      data-highlighted={highlighted || undefined}
    >
      <span className="min-w-0">
        <span className="block truncate font-medium text-gray-900">{product.name}</span>
        <span className="block truncate text-xs text-gray-500">
          {categoryName}
          {product.variations.length > 0 ? ` · ${pt('menu.options')}` : ''}
        </span>
      </span>
      <span className="shrink-0 text-sm font-semibold text-gray-900">
        {from ? pt('menu.from', { price: perUnit }) : perUnit}
      </span>
    </button>
  );
}
