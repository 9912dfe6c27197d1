import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadFailedAlert, LoadingStatus } from '../../../components/ui/query-state';

/** A list read from the API, in its four states: failed (with retry), loading, empty, or its items. */
export function QueryList<T>({
  query,
  texts,
  testId,
  children,
}: {
  query: UseQueryResult<T[]>;
  texts: { failed: string; loading: string; empty: string };
  /** `<testId>` on the list, `<testId>-empty` on the empty line. */
  testId: string;
  children: (item: T) => ReactNode;
}) {
  if (query.isError && !query.data) return <LoadFailedAlert title={texts.failed} onRetry={() => void query.refetch()} />;
  if (!query.data) return <LoadingStatus label={texts.loading} />;
  if (query.data.length === 0)
    return (
      <p className="text-sm text-gray-500" data-testid={`${testId}-empty`}>
        {texts.empty}
      </p>
    );
  return (
    <ul className="divide-y divide-gray-100" data-testid={testId}>
      {query.data.map(children)}
    </ul>
  );
}
