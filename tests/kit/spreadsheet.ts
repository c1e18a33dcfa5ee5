// A CSV file as spreadsheets read it: split on the separator of the reader's locale (',' in
// English, ';' in French or German, tab when pasted), with the quotes honoured as RFC 4180 says
// (leniently, as Excel does when the separator is not the file's) or, as a naive reader does, not
// at all and at every line break.
import { parse } from 'csv-parse/sync';

export const SEPARATORS = [',', ';', '\t'] as const;

export interface FieldAsRead {
  /** How it was read: the separator, and whether quotes were honoured. */
  reading: string;
  field: string;
}

/** Every field a reader finds in `csv`, under each separator, with quotes honoured and not. */
export function fieldsAsRead(csv: string): FieldAsRead[] {
  const fields: FieldAsRead[] = [];
  for (const delimiter of SEPARATORS) {
    const readings = {
      quoted: parse(csv, { delimiter, relax_quotes: true, relax_column_count: true }) as string[][],
      naive: parse(csv, { delimiter, quote: false, record_delimiter: ['\r\n', '\n', '\r'], relax_column_count: true }) as string[][],
    };
    for (const [quotes, rows] of Object.entries(readings)) {
      for (const field of rows.flat()) fields.push({ reading: `${JSON.stringify(delimiter)}, ${quotes}`, field });
    }
  }
  return fields;
}

/**
 * A field a spreadsheet would run as a formula: it starts with = + - @ tab or CR, after any spaces
 * (a reader may trim them) and quotes (a reader may take them off).
 */
export const FORMULA_FIELD = /^[ "]*[=+\-@\t\r]/;

/** The fields of `csv` that some reader would run as a formula. */
export function formulaFields(csv: string): FieldAsRead[] {
  return fieldsAsRead(csv).filter(({ field }) => FORMULA_FIELD.test(field));
}

/** The rows of `csv` as a spreadsheet in an English locale reads them. */
export function rowsOf(csv: string): string[][] {
  return parse(csv) as string[][];
}
