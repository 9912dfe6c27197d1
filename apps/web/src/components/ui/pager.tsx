import type { PageMeta } from '@comanda/domain/wire/pagination';
import { Button } from './button';

type PagerProps = {
  meta: Pick<PageMeta, 'current_page' | 'last_page' | 'total'>;
  /** "Página 2 de 5 · 93 pedidos", in the list's own words. */
  summary: string;
  previousLabel: string;
  nextLabel: string;
  onPage: (page: number) => void;
};

/** Under a paged list: where one is, and the previous and next pages. */
export function Pager({ meta, summary, previousLabel, nextLabel, onPage }: PagerProps) {
  const { current_page: current, last_page: last } = meta;
  return (
    <nav className="mt-4 flex items-center justify-between gap-3 text-sm text-gray-600">
      <span>{summary}</span>
      <div className="flex gap-2">
        <Button size="sm" variant="secondary" disabled={current <= 1} onClick={() => onPage(current - 1)}>
          {previousLabel}
        </Button>
        <Button size="sm" variant="secondary" disabled={current >= last} onClick={() => onPage(current + 1)}>
          {nextLabel}
        </Button>
      </div>
    </nav>
  );
}
