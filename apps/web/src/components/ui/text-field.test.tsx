import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import pt from '../../locales/pt.json';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Issue 13: a text limit is shown near it and refused past it, never cut silently.

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'pt', resources: { pt: { translation: pt } }, interpolation: { escapeValue: false } });
});

let root: Root | null = null;
let container: HTMLDivElement;
function render(node: React.ReactNode) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>));
}
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
});

/** Types into an uncontrolled control the way a browser does (the value, then an input event). */
function type(control: HTMLInputElement | HTMLTextAreaElement, text: string) {
  const proto = control instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(control, text);
    control.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const counter = () => container.querySelector('[data-testid="char-count"]');
const alertText = () => container.querySelector('[role="alert"]')?.textContent;

describe('a text field with a limit', () => {
  it('shows no counter well below the limit, and one from 80% of it (a registered field included)', () => {
    render(<TextField label="Nome" maxChars={10} defaultValue="abcdefg" />);
    expect(counter()).toBeNull();
    type(container.querySelector('input')!, 'abcdefgh');
    expect(counter()?.textContent).toContain('8/10');
    expect(counter()?.textContent).toContain('8 de 10 caracteres');
  });

  it('keeps text past the limit and says so under the field, instead of cutting it', () => {
    render(<TextField label="Nome" maxChars={10} />);
    const input = container.querySelector('input')!;
    expect(input.hasAttribute('maxlength')).toBe(false);
    type(input, 'abcdefghijk');
    expect(input.value).toBe('abcdefghijk');
    expect(alertText()).toBe('Use no máximo 10 caracteres (1 a mais)');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain('-count');
  });

  it('counts what a form wrote before mounting, and a textarea alike', () => {
    render(<TextAreaField label="Descrição" maxChars={5} defaultValue="abcdef" />);
    expect(counter()?.textContent).toContain('6/5');
    expect(alertText()).toBe('Use no máximo 5 caracteres (1 a mais)');
  });

  it("a form's own error wins over the limit message", () => {
    render(<TextField label="Nome" maxChars={3} defaultValue="abcd" error="O campo nome não deve ter mais que 3 caracteres" />);
    expect(alertText()).toBe('O campo nome não deve ter mais que 3 caracteres');
  });
});
