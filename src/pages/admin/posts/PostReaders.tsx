// A post's readers on its admin page (insights.view): unique visitors and views since counting
// began, and the views in each language it was read in.
import { isLanguage, LANGUAGE_NAMES } from '../../../../shared/i18n/languages.ts';
import { useGetPostInsightsQuery } from '../../../../store/api/insightsPosts.ts';
import { FigureTotals } from '../common/FigureTotals.tsx';
import { TableHead } from '../common/TablePaging.tsx';

export const POST_READERS_TEXTS = {
  heading: 'Readers',
  visitors: 'Unique visitors',
  views: 'Views',
  language: 'Language',
  byLanguage: 'Views by language',
  loading: 'Loading the readers...',
  failed: 'Failed to load the readers.',
  none: 'No one has read this post yet.',
} as const;

const T = POST_READERS_TEXTS;
const count = (value: number) => value.toLocaleString('en-US');

export function PostReaders({ postId }: { postId: string }) {
  const { data, isError } = useGetPostInsightsQuery(postId);
  let body;
  if (isError) body = <p role="alert">{T.failed}</p>;
  else if (!data) body = <p role="status">{T.loading}</p>;
  else if (data.views === 0) body = <p>{T.none}</p>;
  else {
    body = (
      <>
        <FigureTotals
          className="post-readers"
          figures={[
            [T.visitors, data.visitors],
            [T.views, data.views],
          ]}
        />
        <table className="admin-table figure-table">
          <TableHead caption={T.byLanguage} columns={[T.language, T.visitors, T.views]} />
          <tbody>
            {data.languages.map((row) => (
              <tr key={row.key}>
                <th scope="row">{isLanguage(row.key) ? LANGUAGE_NAMES[row.key] : row.key}</th>
                <td>{count(row.visitors)}</td>
                <td>{count(row.views)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </>
    );
  }
  return (
    <section className="post-detail__readers" aria-labelledby="post-readers-heading">
      <h2 id="post-readers-heading">{T.heading}</h2>
      {body}
    </section>
  );
}
