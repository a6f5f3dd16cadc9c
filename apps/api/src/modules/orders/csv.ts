/**
 * CSV text as the admin's spreadsheet opens it (RFC 4180, CRLF lines), safe against formula
 * injection: a cell of a customer's text must never run as a formula on the admin's machine.
 */

/**
 * Where a spreadsheet may start a cell inside a text: its start, and after any character some
 * spreadsheet splits cells on (`,`; `;`, the list separator of a vi-VN Excel; a tab; a line
 * break), spaces allowed in between; followed by a character that makes the cell a formula.
 */
const FORMULA_START = /(?<=^|[,;\t\r\n]) *(?=[=+\-@\t\r])/g;

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
