import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProgressiveList } from './use-progressive-list';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let frames: FrameRequestCallback[] = [];
beforeEach(() => {
  frames = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  vi.restoreAllMocks();
});

/** Renders the hook over `items` and hands back what it shows after each animation frame is run. */
function renderList(items: number[]) {
  let shown: readonly number[] = [];
  function Probe({ list }: { list: number[] }) {
    shown = useProgressiveList(list, 3, 2);
    return null;
  }
  root = createRoot(document.createElement('div'));
  act(() => root?.render(<Probe list={items} />));
  return {
    shown: () => shown,
    nextFrame: () => act(() => frames.splice(0).forEach((cb) => cb(0))),
    rerender: (list: number[]) => act(() => root?.render(<Probe list={list} />)),
  };
}

describe('useProgressiveList', () => {
  it('shows the first items at once and the rest a few per frame', () => {
    const list = renderList([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(list.shown()).toEqual([1, 2, 3]);
    list.nextFrame();
    expect(list.shown()).toEqual([1, 2, 3, 4, 5]);
    list.nextFrame();
    list.nextFrame();
    expect(list.shown()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    list.nextFrame();
    expect(frames).toHaveLength(0);
  });

  it('a short list is whole from the first render and asks for no frame', () => {
    const list = renderList([1, 2]);
    expect(list.shown()).toEqual([1, 2]);
    expect(frames).toHaveLength(0);
  });

  it('a new, longer list keeps what is shown and goes on from there', () => {
    const list = renderList([1, 2, 3, 4]);
    list.nextFrame();
    expect(list.shown()).toEqual([1, 2, 3, 4]);
    list.rerender([9, 8, 7, 6, 5, 4, 3]);
    expect(list.shown()).toEqual([9, 8, 7, 6, 5]);
    list.nextFrame();
    expect(list.shown()).toEqual([9, 8, 7, 6, 5, 4, 3]);
  });
});
