import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, Outlet, RouterProvider, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyDialog } from '../../components/ui/lazy-dialog';
import { retryableLazy } from './retryable-lazy';
import { RouteErrorBoundary } from './route-error-boundary';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Issue 31: code that does not arrive (offline) shows a retry in the page; what was typed around it stays.

const offline = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/page-x1.js'));

let root: Root | null = null;
let container: HTMLDivElement;
function render(node: React.ReactNode) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(node));
}
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  vi.unstubAllGlobals();
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
const byTestId = (id: string) => container.querySelector(`[data-testid="${id}"]`);
const click = (id: string) => act(async () => (byTestId(id) as HTMLButtonElement).click());
function type(id: string, value: string) {
  const input = byTestId(id) as HTMLInputElement;
  // React listens to the native setter's input event.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  act(() => void input.dispatchEvent(new Event('input', { bubbles: true })));
}

function Layout() {
  const navigate = useNavigate();
  const [note, setNote] = useState('');
  return (
    <div>
      <input data-testid="note" value={note} onChange={(event) => setNote(event.target.value)} />
      <button type="button" data-testid="go" onClick={() => void navigate('/pedidos')} />
      <Outlet />
    </div>
  );
}

describe('retryableLazy (a route whose chunk did not arrive)', () => {
  it('shows "Tentar novamente" inside the layout, imports the page again on it, and keeps the layout’s state', async () => {
    // The HEAD probe finds no server: offline, not a deploy, so nothing reloads.
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    const load = vi.fn((): Promise<{ Component: () => React.JSX.Element }> => offline());
    const router = createMemoryRouter(
      [
        {
          Component: Layout,
          children: [
            {
              ErrorBoundary: RouteErrorBoundary,
              children: [
                { index: true, Component: () => <p>início</p> },
                { path: '/pedidos', lazy: retryableLazy(load) },
              ],
            },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    await settle();
    type('note', 'mesa 4 sem cebola');
    await click('go');
    await settle();
    expect(byTestId('chunk-retry')).not.toBeNull();
    // One attempt, not one per render or per loader: the next waits for a retry.
    expect(load).toHaveBeenCalledTimes(1);

    load.mockImplementation(() => Promise.resolve({ Component: () => <p data-testid="orders-page">pedidos</p> }));
    await click('chunk-retry-button');
    await settle();
    expect(byTestId('orders-page')).not.toBeNull();
    expect(byTestId('chunk-retry')).toBeNull();
    expect((byTestId('note') as HTMLInputElement).value).toBe('mesa 4 sem cebola');
  });

  it('passes on other errors', async () => {
    const lazy = retryableLazy(() => Promise.reject(new Error('boom')));
    await expect(lazy()).rejects.toThrow('boom');
  });
});

describe('lazyDialog (a dialog whose chunk did not arrive)', () => {
  it('shows a retry over the page, which keeps what was typed, and opens the dialog on retry', async () => {
    const load = vi.fn((): Promise<React.ComponentType<{ open: boolean; onClose: () => void }>> => offline());
    const Dialog = lazyDialog(load, (props) => props.open);
    function Page() {
      const [open, setOpen] = useState(false);
      const [note, setNote] = useState('');
      return (
        <div>
          <input data-testid="note" value={note} onChange={(event) => setNote(event.target.value)} />
          <button type="button" data-testid="open" onClick={() => setOpen(true)} />
          <Dialog open={open} onClose={() => setOpen(false)} />
        </div>
      );
    }
    render(<Page />);
    type('note', 'sem gelo');
    await click('open');
    await settle();
    expect(byTestId('chunk-retry')).not.toBeNull();

    load.mockImplementation(() => Promise.resolve(() => <div data-testid="dialog">opções</div>));
    await click('chunk-retry-button');
    await settle();
    expect(byTestId('dialog')).not.toBeNull();
    expect(byTestId('chunk-retry')).toBeNull();
    expect((byTestId('note') as HTMLInputElement).value).toBe('sem gelo');
  });
});
