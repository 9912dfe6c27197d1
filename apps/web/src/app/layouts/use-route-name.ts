import { useMatches } from 'react-router';

export type RouteHandle = {
  /** Spec-style route name, e.g. 'cardapio-id-basic'. */
  name?: string;
  /** Still reachable when the business is blocked (can_access false): account and billing pages. */
  allowBlocked?: boolean;
};

function handleOf(match: { handle: unknown }): RouteHandle | undefined {
  return match.handle && typeof match.handle === 'object' ? (match.handle as RouteHandle) : undefined;
}

/** Name of the deepest matched route that has one. */
export function useRouteName(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const name = handleOf(matches[i]!)?.name;
    if (name) return name;
  }
  return undefined;
}

export function useAllowedWhenBlocked(): boolean {
  return useMatches().some((m) => handleOf(m)?.allowBlocked === true);
}
