/**
 * A strict RFC 4180 reader for tests (no CSV library is installed): fields separated by commas,
 * records by CRLF, a field quoted when it holds a comma, a quote or a line break, a quote inside a
 * quoted field doubled. Anything else (a bare quote inside a field, a lone CR or LF between
 * records, text after a closing quote) throws, so a malformed export fails the test.
 */
export function readCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let at = 0;
  while (at < text.length) {
    let field = '';
    if (text[at] === '"') {
      at += 1;
      for (;;) {
        const quote = text.indexOf('"', at);
        if (quote === -1) throw new Error(`unterminated quoted field at ${at}`);
        field += text.slice(at, quote);
        at = quote + 1;
        if (text[at] === '"') {
          field += '"';
          at += 1;
        } else break;
      }
    } else {
      const end = text.slice(at).search(/[,\r\n]/);
      field = end === -1 ? text.slice(at) : text.slice(at, at + end);
      if (field.includes('"')) throw new Error(`bare quote in an unquoted field at ${at}`);
      at = end === -1 ? text.length : at + end;
    }
    record.push(field);
    if (at >= text.length) throw new Error('the last record does not end with CRLF');
    if (text[at] === ',') {
      at += 1;
    } else if (text.startsWith('\r\n', at)) {
      records.push(record);
      record = [];
      at += 2;
    } else {
      throw new Error(`unexpected ${JSON.stringify(text[at])} after a field at ${at}`);
    }
  }
  return records;
}
