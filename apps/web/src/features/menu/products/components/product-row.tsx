import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { CopyPlus, ImageOff, MoreVertical, Pause, Pencil, Play, Trash2 } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProductResource } from '@comanda/domain/menu/product';
import { paths } from '../../../../lib/paths';
import { Spinner } from '../../../../components/ui/spinner';
import { cn } from '../../../../lib/cn';
import { notifyApiError } from '../../../../lib/form-errors';
import { notify } from '../../../../lib/toast';
import { useDuplicateProduct } from '../api/duplicate-product';
import { useUpdateProduct } from '../api/update-product';
import { useMenuT } from '../../i18n';
import { ProductPrice } from './product-price';
import { isFreeUnconfirmed, useFreeProductQuestion } from './free-product-dialog';
import { DragHandle, useSortableItem } from '../../shared/components/sortable';

type ProductRowProps = {
  product: ProductResource;
  reorderable: boolean;
  reorderHint: string | undefined;
  onDelete: (product: ProductResource) => void;
};

function Badge({ tone, children }: { tone: 'gray' | 'amber' | 'emerald'; children: ReactNode }) {
  const tones = {
    gray: 'bg-gray-100 text-gray-700 ring-gray-200',
    amber: 'bg-amber-50 text-amber-800 ring-amber-200',
    emerald: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  };
  return (
    <span className={cn('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset', tones[tone])}>
      {children}
    </span>
  );
}

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-lg text-gray-500 transition-colors hover:bg-gray-100 hover:text-gray-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50';
const menuItem =
  'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-sm text-gray-700 outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[highlighted]:bg-gray-100 data-[highlighted]:text-gray-900';

/** One product of a category: cover, name (to its page), excerpt, price, state, and actions. */
export const ProductRow = memo(function ProductRow({ product, reorderable, reorderHint, onDelete }: ProductRowProps) {
  const mt = useMenuT();
  const sortable = useSortableItem(product.id, !reorderable);
  const update = useUpdateProduct();
  const duplicate = useDuplicateProduct();
  const busy = update.isPending || duplicate.isPending;
  const name = product.name;

  const freeQuestion = useFreeProductQuestion();

  const setActive = (active: boolean, confirmFree?: true) => {
    update.mutate(
      { id: product.id, body: confirmFree ? { active, confirm_free: true } : { active } },
      {
        onSuccess: () =>
          active
            ? notify.success({ title: mt('product.resumedToast', { name }) })
            : notify.success({ title: mt('product.pausedToast', { name }), description: mt('product.pausedText') }),
        // Resuming a product that costs nothing asks first (the API knows whether its options are priced).
        onError: (error) => (isFreeUnconfirmed(error) ? freeQuestion.ask(name, () => setActive(active, true)) : notifyApiError(error)),
      },
    );
  };

  const toggleActive = () => {
    if (busy) return;
    setActive(!product.active);
  };

  const duplicateIt = () => {
    if (busy) return;
    duplicate.mutate(product.id, {
      onSuccess: (copy) => notify.success({ title: mt('product.duplicated'), description: mt('product.duplicatedText', { name: copy.name }) }),
      onError: notifyApiError,
    });
  };

  const PauseIcon = product.active ? Pause : Play;
  const pauseLabel = mt(product.active ? 'product.pause' : 'product.resume', { name });

  return (
    <li
      ref={sortable.setNodeRef}
      style={sortable.style}
      className={cn(
        'flex items-center gap-2 py-3 pr-2 pl-1 sm:gap-3 sm:pr-4 sm:pl-2',
        product.active ? 'bg-white' : 'bg-gray-50',
        sortable.isDragging && 'shadow-lg ring-1 ring-brand-300',
      )}
      data-testid="product-row"
      aria-busy={busy || undefined}
    >
      {freeQuestion.dialog}
      <DragHandle sortable={sortable} label={mt('product.move', { name })} disabled={!reorderable} hint={reorderHint} />
      <span
        className={cn(
          'flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-gray-100 text-gray-400 sm:size-14',
          !product.active && 'opacity-60',
        )}
      >
        {product.cover_url ? (
          <img src={product.cover_url} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
        ) : (
          <>
            <ImageOff className="size-5" aria-hidden="true" />
            <span className="sr-only">{mt('product.noCover')}</span>
          </>
        )}
      </span>
      <div className="min-w-0 flex-1">
        <Link
          to={paths.cardapioIdBasic.to({ id: product.id })}
          className={cn(
            'line-clamp-2 text-sm font-semibold break-words sm:line-clamp-1 hover:text-brand-700 hover:underline focus-visible:underline',
            product.active ? 'text-gray-900' : 'text-gray-500',
          )}
        >
          {name}
        </Link>
        {product.description ? <p className="line-clamp-1 text-xs text-gray-500 sm:text-sm">{product.description}</p> : null}
        <div className="mt-1 flex flex-wrap items-center gap-1.5">
          <span className="sm:hidden">
            <ProductPrice product={product} />
          </span>
          {!product.active ? <Badge tone="gray">{mt('product.paused')}</Badge> : null}
          {product.active && !product.available_now ? <Badge tone="amber">{mt('product.unavailable')}</Badge> : null}
          {product.active_promotion ? <Badge tone="emerald">{mt('product.promotion')}</Badge> : null}
          {product.variations_count > 0 ? (
            <span className="hidden text-xs text-gray-500 sm:inline">{mt('product.variations', { count: product.variations_count })}</span>
          ) : null}
        </div>
      </div>
      <div className="hidden shrink-0 text-right sm:block">
        <ProductPrice product={product} />
      </div>
      {busy ? <Spinner className="size-4 shrink-0 text-brand-600" /> : null}
      <div className="hidden shrink-0 items-center sm:flex">
        <button type="button" className={iconButton} aria-label={pauseLabel} title={pauseLabel} onClick={toggleActive} disabled={busy}>
          <PauseIcon className="size-4" aria-hidden="true" />
        </button>
        <button
          type="button"
          className={iconButton}
          aria-label={mt('product.duplicate', { name })}
          title={mt('product.duplicate', { name })}
          onClick={duplicateIt}
          disabled={busy}
        >
          <CopyPlus className="size-4" aria-hidden="true" />
        </button>
        <button
          type="button"
          className={cn(iconButton, 'hover:bg-red-50 hover:text-red-700')}
          aria-label={mt('product.delete', { name })}
          title={mt('product.delete', { name })}
          onClick={() => onDelete(product)}
          disabled={busy}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      </div>
      <div className="shrink-0 sm:hidden">
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger className={iconButton} aria-label={mt('product.actions', { name })} disabled={busy}>
            <MoreVertical className="size-5" aria-hidden="true" />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content align="end" sideOffset={4} className="z-50 w-48 rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-gray-200">
              <DropdownMenu.Item asChild className={menuItem}>
                <Link to={paths.cardapioIdBasic.to({ id: product.id })}>
                  <Pencil className="size-4" aria-hidden="true" />
                  {mt('product.edit')}
                </Link>
              </DropdownMenu.Item>
              <DropdownMenu.Item className={menuItem} onSelect={toggleActive}>
                <PauseIcon className="size-4" aria-hidden="true" />
                {mt(product.active ? 'product.pauseShort' : 'product.resumeShort')}
              </DropdownMenu.Item>
              <DropdownMenu.Item className={menuItem} onSelect={duplicateIt}>
                <CopyPlus className="size-4" aria-hidden="true" />
                {mt('product.duplicateShort')}
              </DropdownMenu.Item>
              <DropdownMenu.Separator className="my-1 h-px bg-gray-100" />
              <DropdownMenu.Item className={cn(menuItem, 'text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800')} onSelect={() => onDelete(product)}>
                <Trash2 className="size-4" aria-hidden="true" />
                {mt('product.deleteShort')}
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </div>
    </li>
  );
});
