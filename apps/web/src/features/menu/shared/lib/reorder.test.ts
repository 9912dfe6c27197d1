import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { flattenPages, moveById, removeFromPages, reorderPages, replaceInPages } from './reorder';

type Item = { id: number; name: string };
type Page = { data: Item[]; meta: { total: number; current_page: number } };

const item = (id: number): Item => ({ id, name: `p${id}` });
const ids = (items: readonly Item[] | null) => items?.map((i) => i.id) ?? null;

function pages(...sizes: number[][]): InfiniteData<Page> {
  const total = sizes.flat().length;
  return {
    pages: sizes.map((page, index) => ({ data: page.map(item), meta: { total, current_page: index + 1 } })),
    pageParams: sizes.map((_, index) => index + 1),
  };
}

describe('moveById', () => {
  const list = [1, 2, 3, 4].map(item);

  it('moves an item down onto the place of the one it is dropped on', () => {
    expect(ids(moveById(list, 1, 3))).toEqual([2, 3, 1, 4]);
  });

  it('moves an item up', () => {
    expect(ids(moveById(list, 4, 2))).toEqual([1, 4, 2, 3]);
  });

  it('is null when dropped on itself, nowhere, or on an unknown id', () => {
    expect(moveById(list, 2, 2)).toBeNull();
    expect(moveById(list, 2, null)).toBeNull();
    expect(moveById(list, 9, 2)).toBeNull();
    expect(moveById(list, 2, 9)).toBeNull();
  });

  it('does not change the given list', () => {
    moveById(list, 1, 4);
    expect(ids(list)).toEqual([1, 2, 3, 4]);
  });
});

describe('reorderPages', () => {
  it('keeps the page sizes and the other page fields', () => {
    const data = pages([1, 2, 3], [4, 5]);
    const moved = moveById(flattenPages(data), 5, 1)!;
    const next = reorderPages(data, moved);
    expect(next.pages.map((p) => p.data.map((i) => i.id))).toEqual([[5, 1, 2], [3, 4]]);
    expect(next.pages[1]!.meta).toEqual(data.pages[1]!.meta);
    expect(next.pageParams).toEqual([1, 2]);
  });
});

describe('replaceInPages', () => {
  it('replaces the item with the same id', () => {
    const data = pages([1, 2], [3]);
    const next = replaceInPages(data, { id: 3, name: 'new' });
    expect(next.pages[1]!.data[0]).toEqual({ id: 3, name: 'new' });
    expect(next.pages[0]!.data.map((i) => i.id)).toEqual([1, 2]);
  });

  it('returns the same data when the item is not loaded', () => {
    const data = pages([1, 2]);
    expect(replaceInPages(data, item(7))).toBe(data);
  });
});

describe('removeFromPages', () => {
  it('drops the item and lowers the total', () => {
    const data = pages([1, 2], [3]);
    const next = removeFromPages(data, 2);
    expect(next.pages.map((p) => p.data.map((i) => i.id))).toEqual([[1], [3]]);
    expect(next.pages.map((p) => p.meta.total)).toEqual([2, 2]);
  });

  it('returns the same data when the item is not loaded', () => {
    const data = pages([1]);
    expect(removeFromPages(data, 5)).toBe(data);
  });
});
