import type { InfiniteData } from '@tanstack/react-query';

type WithId = { id: number };
type Page<T> = { data: T[]; meta: { total: number } };

/**
 * The list after dragging `activeId` onto `overId` (dnd-kit's sortable semantics: the dragged item
 * takes the place of the one it was dropped on, the others shift). Null when nothing moves.
 */
export function moveById<T extends WithId>(items: readonly T[], activeId: number, overId: number | null): T[] | null {
  if (overId === null || activeId === overId) return null;
  const from = items.findIndex((item) => item.id === activeId);
  const to = items.findIndex((item) => item.id === overId);
  if (from < 0 || to < 0) return null;
  const next = items.slice();
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/** Every item of the loaded pages, in order. */
export function flattenPages<T>(data: InfiniteData<Page<T>> | undefined): T[] {
  return data ? data.pages.flatMap((page) => page.data) : [];
}

/**
 * Puts `ordered` (the same items as the pages, in a new order) back into pages of the same sizes,
 * so "load more" keeps asking for the right next page.
 */
export function reorderPages<T, P extends Page<T>>(data: InfiniteData<P>, ordered: readonly T[]): InfiniteData<P> {
  let start = 0;
  const pages = data.pages.map((page) => {
    const slice = ordered.slice(start, start + page.data.length);
    start += page.data.length;
    return { ...page, data: slice };
  });
  return { ...data, pages };
}

/** The pages with `item` in place of the one with its id (unchanged when it is not there). */
export function replaceInPages<T extends WithId, P extends Page<T>>(data: InfiniteData<P>, item: T): InfiniteData<P> {
  if (!data.pages.some((page) => page.data.some((x) => x.id === item.id))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, data: page.data.map((x) => (x.id === item.id ? item : x)) })),
  };
}

/** The pages without the item of `id`; every page's total drops by one when it was there. */
export function removeFromPages<T extends WithId, P extends Page<T>>(data: InfiniteData<P>, id: number): InfiniteData<P> {
  if (!data.pages.some((page) => page.data.some((x) => x.id === id))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      data: page.data.filter((x) => x.id !== id),
      meta: { ...page.meta, total: Math.max(0, page.meta.total - 1) },
    })),
  };
}
