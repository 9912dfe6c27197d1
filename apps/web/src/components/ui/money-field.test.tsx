import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MoneyField } from './money-field';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Issue 31 item 3: focus selects the amount, typing or pasting replaces it, the form gets centavos.

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'pt', resources: { pt: { translation: {} } } });
});

let root: Root | null = null;
let container: HTMLDivElement;
let held: number[] = [];
let setFromOutside: (cents: number) => void = () => undefined;

function Form({ initial }: { initial: number }) {
  const [cents, setCents] = useState(initial);
  setFromOutside = setCents;
  return (
    <MoneyField
      label="Taxa"
      value={cents}
      onChange={(next) => {
        held.push(next);
        setCents(next);
      }}
    />
  );
}

function render(initial: number) {
  held = [];
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(<I18nextProvider i18n={i18n}><Form initial={initial} /></I18nextProvider>));
  return container.querySelector('input')!;
}
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
});

/** What a browser does when a key replaces the selection: the new text, then an input event. */
function typeOverSelection(input: HTMLInputElement, key: string) {
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? input.value.length;
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, input.value.slice(0, start) + key + input.value.slice(end));
    input.setSelectionRange(start + 1, start + 1);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function paste(input: HTMLInputElement, text: string) {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', { value: { getData: () => text } });
  act(() => {
    input.dispatchEvent(event);
  });
  return event;
}

describe('the money field', () => {
  it('shows the formatted amount, and on focus the plain amount all selected', () => {
    const input = render(500);
    expect(input.value).toBe('R$\u00a05,00');
    act(() => input.focus());
    expect(input.value).toBe('5,00');
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 4]);
  });

  it('typing after focus replaces the amount: R$ 5,00 then 6 is R$ 6,00', () => {
    const input = render(500);
    act(() => input.focus());
    typeOverSelection(input, '6');
    expect(held).toEqual([600]);
    act(() => input.blur());
    expect(input.value).toBe('R$\u00a06,00');
  });

  it('typing 5 into an empty field is R$ 5,00', () => {
    const input = render(0);
    act(() => input.focus());
    expect(input.value).toBe('');
    typeOverSelection(input, '5');
    expect(held).toEqual([500]);
  });

  it('a paste over the selection reads what a person meant', () => {
    const input = render(500);
    act(() => input.focus());
    expect(paste(input, 'R$ 5,50').defaultPrevented).toBe(true);
    expect(input.value).toBe('5,50');
    expect(held).toEqual([550]);
  });

  it('keeps the text when a third decimal is typed', () => {
    const input = render(0);
    act(() => input.focus());
    for (const key of '5,505') typeOverSelection(input, key);
    expect(input.value).toBe('5,50');
    expect(held.at(-1)).toBe(550);
  });

  it('an amount set from outside while editing replaces the text', () => {
    const input = render(500);
    act(() => input.focus());
    act(() => setFromOutside(1000));
    expect(input.value).toBe('10,00');
  });
});
