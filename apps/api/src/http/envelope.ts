/** The success envelope every answer shares (docs/contract.md, "Envelope and status codes"). */
export function ok<T>(data: T, message = '') {
  return { success: true as const, error: false as const, message, data };
}

/** The success envelope with an endpoint's extra top-level fields (pagination). */
export function okWith<T, E extends object>(data: T, extra: E, message = '') {
  return { ...ok(data, message), ...extra };
}

/** Where `ok`'s empty data array is in its JSON: after the fixed fields and an empty message. */
const EMPTY_DATA = '"data":[]';

/**
 * `okWith`'s JSON for a data array whose text is given in parts that are JSON already, commas
 * between items included: the same text as `JSON.stringify(okWith(items, extra))` for the items
 * that text holds, with the parts put in as they are. The answer's text is joined once.
 */
export function okWithJsonData(dataParts: readonly string[], extra: object): string {
  const empty = JSON.stringify(okWith([], extra));
  const end = empty.indexOf(EMPTY_DATA) + EMPTY_DATA.length - 1;
  return [empty.slice(0, end), ...dataParts, empty.slice(end)].join('');
}

export function failure(message: string, errors?: { path: string; message: string }[]) {
  return errors
    ? { success: false as const, error: true as const, message, errors }
    : { success: false as const, error: true as const, message };
}
