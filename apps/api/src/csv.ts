/**
 * CSV text as the admin's spreadsheet opens it (RFC 4180, CRLF lines), safe against formula
 * injection: a cell of a customer's text must never run as a formula on the admin's machine.
 * Written by the orders' export and the catalogue's export; read back by the catalogue's import.
 */

/**
 * Where a spreadsheet may start a cell inside a text: its start, and after any character some
 * spreadsheet splits cells on (`,`; `;`, the list separator of a vi-VN Excel; a tab; a line
 * break), spaces allowed in between; followed (after any apostrophes already there) by a character
 * that makes the cell a formula. Counting the apostrophes already there makes the guard reversible:
 * `csvText` takes exactly one away where `csvField` put one.
 */
const FORMULA_START = /(?<=^|[,;\t\r\n]) *(?='*[=+\-@\t\r])/g;
const GUARD_APOSTROPHE = /(?<=^|[,;\t\r\n])( *)'(?='*[=+\-@\t\r])/g;

/**
 * One CSV field (RFC 4180). Every text is quoted, so a reader that splits on `;` or a tab still
 * sees one cell; and wherever a cell could start in it with a formula character (=, +, -, @, tab,
 * CR), an apostrophe goes first, so a customer's name cannot become a formula on the admin's
 * machine however the file is opened. Numbers are written as plain integers.
 */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = value.replace(FORMULA_START, "$&'");
  return `"${safe.replace(/"/g, '""')}"`;
}

export const csvLine = (fields: readonly (string | number)[]) =>
  `${fields.map(csvField).join(',')}\r\n`;

/**
 * An export as CSV text, produced batch by batch as the reader takes it: a byte-order mark (so
 * Excel reads UTF-8 and shows Vietnamese), the header line, then one line per row. `batchAfter`
 * reads the rows after a cursor (none: from the start) and the cursor after them, if any, so
 * memory holds one batch, never the whole set.
 */
export function csvExport<Row, Cursor>(
  headers: readonly string[],
  batchAfter: (cursor: Cursor | undefined) => Promise<{ rows: readonly Row[]; next?: Cursor }>,
  lineOf: (row: Row) => string,
): AsyncIterable<string> {
  return (async function* () {
    yield `${UTF8_BOM}${csvLine(headers)}`;
    let cursor: Cursor | undefined;
    do {
      const batch = await batchAfter(cursor);
      if (batch.rows.length > 0) yield batch.rows.map(lineOf).join('');
      cursor = batch.next;
    } while (cursor !== undefined);
  })();
}

/** A text cell as `csvField` wrote it, back as it was: the guard's apostrophes taken away. */
export function csvText(cell: string): string {
  return cell.replace(GUARD_APOSTROPHE, '$1');
}

/** The byte-order mark a CSV for Excel starts with, so it reads the file as UTF-8. */
export const UTF8_BOM = '\uFEFF';

/**
 * The records of a CSV text (RFC 4180: `,` between fields, `"` quoting with `""` inside, CRLF or
 * LF between records; a leading BOM is skipped; a blank last line is no record). Returns undefined
 * when a quote is left open or stray text follows a closing quote: the text is not CSV.
 */
export function parseCsv(text: string): string[][] | undefined {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let afterQuote = false;
  let i = text.startsWith(UTF8_BOM) ? 1 : 0;
  const endRecord = () => {
    record.push(field);
    records.push(record);
    record = [];
    field = '';
    afterQuote = false;
  };
  for (; i < text.length; i++) {
    const char = text.charAt(i);
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else {
        quoted = false;
        afterQuote = true;
      }
      continue;
    }
    if (char === ',') {
      record.push(field);
      field = '';
      afterQuote = false;
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRecord();
    } else if (afterQuote) {
      return undefined;
    } else if (char === '"' && field === '') {
      quoted = true;
    } else {
      field += char;
    }
  }
  if (quoted) return undefined;
  if (field !== '' || record.length > 0 || afterQuote) endRecord();
  return records;
}
