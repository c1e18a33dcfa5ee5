import { toCsv } from '../../../../shared/csv.ts';
import { kigaliDate } from '../../../../shared/kigaliTime.ts';
import { CSV_TYPE, saveFile } from '../common/saveFile.ts';
import { TableHead } from '../common/TablePaging.tsx';
import { INSIGHTS_TEXTS } from './insightsTexts.ts';

/** A cell: text as it is, a number written with its thousands (and as a plain number in the CSV). */
export type Cell = string | number;

/** The file a table downloads as: its caption in lower case words and the day in Kigali. */
export function csvFileName(caption: string, now = Date.now()): string {
  const name = caption.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `insights-${name}-${kigaliDate(now)}.csv`;
}

const shown = (cell: Cell) => (typeof cell === 'number' ? cell.toLocaleString('en-US') : cell);

/**
 * The numbers of a section as a table (what a chart shows, for screen readers and copying): its
 * first column names each row; its caption is the heading above it, heard rather than shown twice.
 * A button downloads the same rows as CSV (shared/csv.ts keeps a text from reading as a formula).
 */
export function FigureTable({ caption, columns, rows }: { caption: string; columns: string[]; rows: Cell[][] }) {
  return (
    <div className="insights-table">
      {/* Focusable, so a keyboard can scroll a table wider than a phone. */}
      <div className="table-scroll" role="region" aria-label={INSIGHTS_TEXTS.tableBox(caption)} tabIndex={0}>
        <table className="admin-table figure-table">
          <TableHead caption={caption} columns={columns} />
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                {row.map((cell, column) =>
                  column === 0 ? (
                    <th key={column} scope="row">
                      {shown(cell)}
                    </th>
                  ) : (
                    <td key={column}>{shown(cell)}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <button type="button" className="button button--ghost" onClick={() => saveFile(csvFileName(caption), toCsv(columns, rows), CSV_TYPE)}>
        {INSIGHTS_TEXTS.downloadCsv} <span className="visually-hidden">({caption})</span>
      </button>
    </div>
  );
}
