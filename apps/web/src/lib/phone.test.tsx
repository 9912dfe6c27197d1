import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as PhoneModule from './phone';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The phone rules (libphonenumber) load only where a phone is shown; until then it shows as stored.

let phone: typeof PhoneModule;
let root: Root | null = null;
let container: HTMLDivElement;

beforeEach(async () => {
  vi.resetModules(); // each test starts with the rules not loaded
  phone = await import('./phone');
  container = document.createElement('div');
  root = createRoot(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

function show(value: string | null) {
  function Shown() {
    return <span>{phone.useFormattedPhone(value)}</span>;
  }
  act(() => root!.render(<Shown />));
}

describe('useFormattedPhone', () => {
  it('shows the stored number at once, then as a Brazilian writes it once the rules arrive', async () => {
    show('+5511987654321');
    expect(container.textContent).toBe('+5511987654321');
    await act(() => phone.loadPhoneFormat());
    expect(container.textContent).toBe('(11) 98765-4321');
  });

  it('loads nothing when there is no phone to show', async () => {
    show(null);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(container.textContent).toBe('');
    expect(phone.phoneFormatIfLoaded()).toBeNull();
  });
});
