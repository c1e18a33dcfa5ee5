import { useEffect, useState } from 'react';
import { ADMIN_PAGE_SIZE } from '../../../../shared/paging.ts';
import {
  useGetAuditActionsQuery,
  useGetAuditActorsQuery,
  useGetAuditLogQuery,
  type AuditEntry,
} from '../../../../store/api/audit.ts';
import { EmptyState } from '../common/EmptyState.tsx';
import { FilterSelect } from '../common/FilterSelect.tsx';
import { TableHead, TablePager } from '../common/TablePaging.tsx';

/** When, to the second, in the reader's own format. */
function formatWhen(at: number): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? 'Invalid date' : date.toLocaleString();
}

function Row({ item }: { item: AuditEntry }) {
  return (
    <tr>
      <td>
        <time dateTime={new Date(item.at).toISOString()}>{formatWhen(item.at)}</time>
      </td>
      <td>{item.actor ? item.actor.email : '—'}</td>
      <th scope="row">{item.action}</th>
      <td className="audit-table__target">{item.target ?? ''}</td>
      <td>{item.ip}</td>
      <td className="audit-table__browser">{item.userAgent}</td>
    </tr>
  );
}

/**
 * The audit log (the adminActivity route, "Activity log" in the menu): who did what in the admin
 * area, newest first; 50 a page, filtered by person and action.
 */
export function AuditLogPage() {
  const [person, setPerson] = useState('');
  const [action, setAction] = useState('');
  const [page, setPage] = useState(1);
  const log = useGetAuditLogQuery({ person, action, page });
  const actors = useGetAuditActorsQuery();
  const actions = useGetAuditActionsQuery();
  const total = log.data?.total;
  // Back to the last page there is when the log shrank under the one shown (a filter changed).
  useEffect(() => {
    if (total === undefined) return;
    const last = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
    if (page > last) setPage(last);
  }, [page, total]);

  if (log.isError) {
    return <EmptyState heading="Activity log" message="Failed to fetch the activity log." onRefresh={() => void log.refetch()} />;
  }
  const filtered = person !== '' || action !== '';
  const rows = log.data?.items;
  let body;
  if (log.isLoading || !log.data || !rows) body = <p role="status">Loading the activity log...</p>;
  else if (rows.length === 0) body = <p role="status">{filtered ? 'Nothing matches these filters.' : 'Nothing has been recorded yet.'}</p>;
  else {
    body = (
      <div className="table-scroll">
        <TablePager what="entries" page={page} total={log.data.total} shown={rows.length} onPage={setPage} />
        <table className="admin-table audit-table" aria-busy={log.isFetching}>
          <TableHead caption="What was done in the admin area, newest first" columns={['When', 'Who', 'Action', 'Item', 'Address', 'Browser']} />
          <tbody>
            {rows.map((item) => (
              <Row key={item.id} item={item} />
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <section className="admin-page" aria-labelledby="audit-heading">
      <h1 id="audit-heading">Activity log</h1>
      <div className="audit-filters" role="search">
        <FilterSelect
          className="audit-filter"
          label="Person"
          value={person}
          options={(actors.data ?? []).map((actor) => ({ value: actor._id, label: actor.email || actor._id }))}
          onChange={(value) => {
            setPerson(value);
            setPage(1);
          }}
        />
        <FilterSelect
          className="audit-filter"
          label="Action"
          value={action}
          options={(actions.data ?? []).map((name) => ({ value: name, label: name }))}
          onChange={(value) => {
            setAction(value);
            setPage(1);
          }}
        />
      </div>
      {body}
    </section>
  );
}
