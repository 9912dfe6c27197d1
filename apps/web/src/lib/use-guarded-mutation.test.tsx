import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider, type UseMutationResult } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { useGuardedMutation, type GuardedMutationOptions, type MutationIntent } from './use-guarded-mutation';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Vars = { id: number };
type Hook = UseMutationResult<string, Error, Vars, unknown>;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

/** Renders the hook once and hands back its latest result (the callbacks read refs, not render state). */
function renderGuarded(options: GuardedMutationOptions<string, Error, Vars, unknown>): () => Hook {
  let latest: Hook | null = null;
  function Probe() {
    latest = useGuardedMutation(options);
    return null;
  }
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  root = createRoot(document.createElement('div'));
  act(() =>
    root!.render(
      <QueryClientProvider client={client}>
        <Probe />
      </QueryClientProvider>,
    ),
  );
  return () => latest!;
}

/** A mutation function whose calls the test answers one by one. */
function controlled() {
  const calls: { variables: Vars; intent: MutationIntent; resolve: (v: string) => void; reject: (e: unknown) => void }[] = [];
  const fn = vi.fn(
    (variables: Vars, intent: MutationIntent) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ variables, intent, resolve, reject });
      }),
  );
  return { fn, calls };
}

const settle = () => act(async () => {});

describe('useGuardedMutation', () => {
  it('a second mutate while the first runs does not call the mutation function again', async () => {
    const { fn, calls } = controlled();
    const onSuccess = vi.fn();
    const hook = renderGuarded({ mutationFn: fn });

    // Both clicks of a double click, before React has re-rendered.
    act(() => {
      hook().mutate({ id: 7 }, { onSuccess });
      hook().mutate({ id: 7 }, { onSuccess: () => onSuccess('second') });
    });
    await settle();
    expect(fn).toHaveBeenCalledTimes(1);

    calls[0]!.resolve('copy');
    await settle();
    // The first call's callbacks run (the dialog closes, the toast shows); the ignored one's never.
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onSuccess.mock.calls[0]![0]).toBe('copy');

    // Once it has answered, the same action may be done again.
    act(() => hook().mutate({ id: 7 }));
    await settle();
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('mutateAsync while the same call runs answers the running promise', async () => {
    const { fn, calls } = controlled();
    const hook = renderGuarded({ mutationFn: fn });
    let first!: Promise<string>;
    let second!: Promise<string>;
    act(() => {
      first = hook().mutateAsync({ id: 1 });
      second = hook().mutateAsync({ id: 1 });
    });
    expect(second).toBe(first);
    await settle();
    calls[0]!.resolve('done');
    await expect(second).resolves.toBe('done');
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('calls with other variables run side by side (several weekdays saved at once)', async () => {
    const { fn, calls } = controlled();
    const hook = renderGuarded({ mutationFn: fn });
    let saved!: Promise<string[]>;
    act(() => {
      saved = Promise.all([hook().mutateAsync({ id: 1 }), hook().mutateAsync({ id: 2 })]);
    });
    await settle();
    expect(calls.map((c) => c.variables.id)).toEqual([1, 2]);
    calls.forEach((c) => c.resolve(`saved ${c.variables.id}`));
    await expect(saved).resolves.toEqual(['saved 1', 'saved 2']);
  });

  it('sends one Idempotency-Key per intent, kept for a retry after a network failure only', async () => {
    const { fn, calls } = controlled();
    const hook = renderGuarded({ mutationFn: fn, idempotent: true });
    const run = async (settleWith: (call: (typeof calls)[number]) => void) => {
      let done!: Promise<unknown>;
      act(() => {
        done = hook().mutateAsync({ id: 3 }).catch(() => undefined);
      });
      await settle();
      settleWith(calls.at(-1)!);
      await act(() => done);
      return calls.at(-1)!.intent.idempotencyKey;
    };

    const first = await run((c) => c.reject(new ApiError(0, 'Network error')));
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    // The server may have made the copy before the connection dropped: the retry is the same intent.
    const retry = await run((c) => c.resolve('copy'));
    expect(retry).toBe(first);
    // After an answer, a new click is a new intent.
    const next = await run((c) => c.reject(new ApiError(422, 'Inválido')));
    expect(next).not.toBe(first);
    const afterRefusal = await run((c) => c.resolve('copy'));
    expect(afterRefusal).not.toBe(next);
  });

  it('sends no key unless the hook is idempotent', async () => {
    const { fn, calls } = controlled();
    const hook = renderGuarded({ mutationFn: fn });
    act(() => hook().mutate({ id: 1 }));
    await settle();
    expect(calls[0]!.intent.idempotencyKey).toBeUndefined();
  });
});
