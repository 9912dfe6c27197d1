// The one place that imports TanStack's useMutation (eslint's no-restricted-imports says so elsewhere).
// eslint-disable-next-line no-restricted-imports
import { hashKey, useMutation, type DefaultError, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { isApiError } from './api-client';

/** What a mutation function is told about the call besides its variables. */
export type MutationIntent = {
  /** Set when the hook is `idempotent`: send it as the Idempotency-Key header. */
  idempotencyKey?: string | undefined;
};

export type GuardedMutationOptions<TData, TError, TVariables, TOnMutateResult> = Omit<
  UseMutationOptions<TData, TError, TVariables, TOnMutateResult>,
  'mutationFn'
> & {
  mutationFn: (variables: TVariables, intent: MutationIntent) => Promise<TData>;
  /**
   * The route accepts an Idempotency-Key (docs/decisions/0014): one key per intent, made when the
   * click starts. A call that ended without an answer from the server (the network failed) keeps
   * its key, so doing it again with the same variables is recognised as the same intent and answered
   * from the server's record instead of done twice.
   */
  idempotent?: boolean;
};

/** 128 random bits in hex. crypto.randomUUID exists only on secure pages; a tablet on http://192.168… has this. */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const ignore = () => {};

/**
 * useMutation that acts once per intent: a call with the same variables as one still running (the
 * second click of a double click, a submit sent twice) does not run again; `mutateAsync` answers the
 * running call's promise and `mutate` is ignored (the first call's callbacks still fire). Calls with
 * other variables run as before (reordering twice, saving several weekdays at once).
 *
 * A component's own `isPending` check cannot do this: React re-renders after the first click only
 * once TanStack has notified it (a timer later), so the second click of a double click still sees
 * `isPending: false` and the button is not disabled yet.
 */
export function useGuardedMutation<TData = unknown, TError = DefaultError, TVariables = void, TOnMutateResult = unknown>(
  options: GuardedMutationOptions<TData, TError, TVariables, TOnMutateResult>,
): UseMutationResult<TData, TError, TVariables, TOnMutateResult> {
  const { mutationFn, idempotent = false, ...rest } = options;
  const running = useRef(new Map<string, Promise<TData>>());
  // Open intents of an idempotent hook: variables' hash → Idempotency-Key.
  const keys = useRef(new Map<string, string>());

  const mutation = useMutation<TData, TError, TVariables, TOnMutateResult>({
    ...rest,
    // TanStack's own retries of this call reach here again and send the same key.
    mutationFn: (variables) => mutationFn(variables, { idempotencyKey: keys.current.get(intentOf(variables)) }),
  });

  const start = mutation.mutateAsync;
  const mutateAsync = useCallback(
    (...[variables, callbacks]: Parameters<typeof start>): Promise<TData> => {
      const intent = intentOf(variables);
      const inFlight = running.current.get(intent);
      if (inFlight) return inFlight;
      if (idempotent && !keys.current.has(intent)) keys.current.set(intent, newIdempotencyKey());
      const call = start(variables as TVariables, callbacks)
        .then(
          (data) => {
            keys.current.delete(intent);
            return data;
          },
          (error: unknown) => {
            // Without an answer the server may have done it: keep the key for the same call again.
            if (!(isApiError(error) && error.status === 0)) keys.current.delete(intent);
            throw error;
          },
        )
        .finally(() => running.current.delete(intent));
      running.current.set(intent, call);
      return call;
    },
    [start, idempotent],
  );
  const mutate = useCallback((...args: Parameters<typeof start>) => void mutateAsync(...args).catch(ignore), [mutateAsync]);

  return { ...mutation, mutate, mutateAsync };
}

/** Calls with equal variables are one intent (TanStack's stable hash: key order does not matter). */
function intentOf(variables: unknown): string {
  return hashKey([variables]);
}
