// What the admin tables share: a search box, the total, links to the pages of 50 rows
// the server sends one at a time, the table's frame and its rows' Delete action.
import { useEffect, useId, useState, type ReactNode } from 'react';
import { ADMIN_PAGE_SIZE } from '../../../../shared/paging.ts';

const SEARCH_DELAY_MS = 300;

/** The table's search text and page; a new search starts at the first page. */
export function useTablePaging() {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    if (typed === search) return undefined;
    const timer = setTimeout(() => {
      setSearch(typed);
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, search]);
  return { typed, setTyped, search, page, setPage };
}

/** Back a page when a delete emptied the last one. */
function useKeepPageInRange(page: number, total: number | undefined, setPage: (page: number) => void) {
  useEffect(() => {
    if (total === undefined) return;
    const last = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
    if (page > last) setPage(last);
  }, [page, total, setPage]);
}

export function TableSearch({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="table-search" role="search">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="search" value={value} onChange={(event) => onChange(event.target.value)} autoComplete="off" />
    </div>
  );
}

/** The pages worth a link: the first, the last, and two on each side of the current one. */
export function pageLinks(page: number, pages: number): (number | 'gap')[] {
  const shown = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((n) => n >= 1 && n <= pages));
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((n, index) => (index > 0 && n - sorted[index - 1]! > 1 ? ['gap' as const, n] : [n]));
}

interface PagerProps {
  /** What the rows are, plural: "activity posts". */
  what: string;
  page: number;
  total: number;
  shown: number;
  onPage: (page: number) => void;
}

export function TablePager({ what, page, total, shown, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  const from = total === 0 ? 0 : (page - 1) * ADMIN_PAGE_SIZE + 1;
  return (
    <div className="table-pager">
      <p className="table-pager__total" aria-live="polite">
        {total === 0 ? `No ${what}` : `${from}–${from + shown - 1} of ${total} ${what}`}
      </p>
      {pages > 1 ? (
        <nav aria-label={`Pages of ${what}`}>
          <ul className="table-pager__pages">
            <li>
              <button type="button" className="link-button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
                Previous
              </button>
            </li>
            {pageLinks(page, pages).map((n, index) =>
              n === 'gap' ? (
                <li key={`gap-${index}`} aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={n}>
                  <button
                    type="button"
                    className="link-button"
                    aria-current={n === page ? 'page' : undefined}
                    aria-label={`Page ${n}`}
                    onClick={() => onPage(n)}
                  >
                    {n}
                  </button>
                </li>
              ),
            )}
            <li>
              <button type="button" className="link-button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
                Next
              </button>
            </li>
          </ul>
        </nav>
      ) : null}
    </div>
  );
}

interface RowsAnswer<T> {
  /** The page of rows the server sent (undefined until the first answer). */
  data?: { items: T[]; total: number };
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * A table's search and page, and the page of rows for them from `useRows` (one of the admin row
 * queries); back a page when a delete emptied the last one.
 */
export function usePagedRows<T, F extends object = object>(
  useRows: (arg: { search: string; page: number } & F) => RowsAnswer<T>,
  /** What else the rows are filtered by (the overview's status); the caller starts again at page 1 when it changes. */
  filter?: F,
) {
  const paging = useTablePaging();
  const answer = useRows({ ...(filter as F), search: paging.search, page: paging.page });
  useKeepPageInRange(paging.page, answer.data?.total, paging.setPage);
  return { paging, ...answer };
}

interface PagedTableProps<T> {
  table: ReturnType<typeof usePagedRows<T>>;
  searchLabel: string;
  /** What the rows are, for the pager: "1–50 of 3000 activity posts". */
  what: string;
  loading: string;
  /** Shown when there is no row at all; without it, the table shows with no rows. */
  empty?: string;
  /** Shown when a search finds nothing; without it, the table shows with no rows. */
  noMatch?: (search: string) => string;
  caption: string;
  className?: string;
  /** Controls shown beside the search (the overview's status filter). */
  filters?: ReactNode;
  columns: string[];
  /** One <tr> for an item. */
  row: (item: T) => ReactNode;
}

/** What a table searched by e-mail says: its search's label, what its rows are, while loading and when a search finds none. */
export const searchedByEmail = (one: string, many: string) => ({
  searchLabel: 'Search by e-mail',
  what: many,
  loading: `Loading ${many}...`,
  noMatch: (search: string) => `No ${one} matches “${search}”.`,
});

/** An admin table's caption (for screen readers) and its column headings. */
export function TableHead({ caption, columns }: { caption: string; columns: readonly string[] }) {
  return (
    <>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
    </>
  );
}

/** An admin table a page at a time: search, loading and empty states, the pager, the table. */
export function PagedTable<T>({ table, searchLabel, what, loading, empty, noMatch, caption, className, filters, columns, row }: PagedTableProps<T>) {
  const { paging, data, isLoading, isFetching } = table;
  const rows = data?.items;
  let body;
  if (isLoading || !data || !rows) body = <p role="status">{loading}</p>;
  else if (rows.length === 0 && !paging.search && empty) body = <p>{empty}</p>;
  else if (rows.length === 0 && paging.search && noMatch) body = <p role="status">{noMatch(paging.search)}</p>;
  else {
    body = (
      <div className="table-scroll">
        <TablePager what={what} page={paging.page} total={data.total} shown={rows.length} onPage={paging.setPage} />
        <table className={className ? `admin-table ${className}` : 'admin-table'} aria-busy={isFetching}>
          <TableHead caption={caption} columns={columns} />
          <tbody>{rows.map(row)}</tbody>
        </table>
      </div>
    );
  }
  return (
    <>
      {filters ? (
        <div className="table-filters">
          <TableSearch label={searchLabel} value={paging.typed} onChange={paging.setTyped} />
          {filters}
        </div>
      ) : (
        <TableSearch label={searchLabel} value={paging.typed} onChange={paging.setTyped} />
      )}
      {body}
    </>
  );
}

/** A row's Delete action (the deletion machine asks for confirmation first). */
export function DeleteButton({ label, busy, onDelete }: { label: string; busy: boolean; onDelete: () => void }) {
  return (
    <button type="button" className="link-button link-button--danger" aria-label={label} disabled={busy} onClick={onDelete}>
      Delete
    </button>
  );
}
