/** The success envelope every answer shares (docs/contract.md, "Envelope and status codes"). */
export function ok<T>(data: T, message = '') {
  return { success: true as const, error: false as const, message, data };
}

/** The success envelope with an endpoint's extra top-level fields (pagination). */
export function okWith<T, E extends object>(data: T, extra: E, message = '') {
  return { ...ok(data, message), ...extra };
}

export function failure(message: string, errors?: { path: string; message: string }[]) {
  return errors
    ? { success: false as const, error: true as const, message, errors }
    : { success: false as const, error: true as const, message };
}
