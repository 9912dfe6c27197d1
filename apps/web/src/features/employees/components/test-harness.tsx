import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import pt from '../../../locales/pt.json';
import employeesPt from '../../../locales/employees/pt.json';

// What the team components' tests share: the app's Portuguese texts with the team's area merged
// under `employees.` (as lib/i18n does), a fresh query client, and React's own way to type.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const i18n = i18next.createInstance();
const ready = i18n
  .use(initReactI18next)
  .init({ lng: 'pt', resources: { pt: { translation: { ...pt, employees: employeesPt } } }, interpolation: { escapeValue: false } });

let root: Root | null = null;
let container: HTMLDivElement | null = null;

export async function render(node: ReactNode): Promise<void> {
  await ready;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  await act(async () =>
    root!.render(
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>{node}</I18nextProvider>
      </QueryClientProvider>,
    ),
  );
}

export function cleanup(): void {
  act(() => root?.unmount());
  root = null;
  container?.remove();
  container = null;
  document.body.innerHTML = '';
}

/** A JSON answer of the API. */
export function answer(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The element labelled `label` (a <label for>, aria-labelledby or aria-label), anywhere in the page. */
export function byLabel<T extends HTMLElement = HTMLInputElement>(label: string): T {
  for (const element of document.querySelectorAll<HTMLElement>('input, select, textarea, button')) {
    const labelledBy = element.getAttribute('aria-labelledby');
    const names = [
      element.getAttribute('aria-label'),
      ...[...document.querySelectorAll('label')].filter((label) => element.id && label.htmlFor === element.id).map((label) => label.textContent),
      ...(labelledBy ? labelledBy.split(' ').map((id) => document.getElementById(id)?.textContent ?? null) : []),
    ];
    if (names.some((name) => name?.trim() === label)) return element as T;
  }
  throw new Error(`Nothing labelled "${label}"`);
}

export function byText<T extends HTMLElement = HTMLButtonElement>(selector: string, text: string): T {
  const found = [...document.querySelectorAll<T>(selector)].find((element) => element.textContent?.trim() === text);
  if (!found) throw new Error(`No ${selector} with text "${text}"`);
  return found;
}

/** Types into an input as a person would, so React's onChange sees it. */
export async function type(input: HTMLInputElement, value: string): Promise<void> {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  await act(async () => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export async function choose(select: HTMLSelectElement, value: string): Promise<void> {
  const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!;
  await act(async () => {
    setter.call(select, value);
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

export async function click(element: HTMLElement): Promise<void> {
  await act(async () => element.click());
}

/** Lets pending promises (a lazily loaded schema, a fetch) settle. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** Waits until `check` stops throwing (the first validation loads zod and the schema), up to 5 s. */
export async function waitFor(check: () => void): Promise<void> {
  const until = Date.now() + 5000;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
      await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    }
  }
}
