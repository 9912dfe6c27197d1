import { useMatches } from 'react-router';
import type { PageAccess } from '../../lib/paths';

export type RouteHandle = {
  /** Spec-style route name, e.g. 'cardapio-id-basic'. */
  name?: string;
  /** What opening the page needs (the route's access in lib/paths.ts). */
  access?: PageAccess;
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

/** What the matched pages need, outermost first: each must be allowed for the page to open. */
export function useRouteAccess(): PageAccess[] {
  return useMatches().flatMap((m) => {
    const access = handleOf(m)?.access;
    return access ? [access] : [];
  });
}
