/**
 * The `Content-Disposition` header of a document (RFC 6266): its name as the download's file name,
 * its extension (`.pdf` unless named) added when missing. `filename*` carries the name in UTF-8 (RFC 5987: Vietnamese names keep
 * their letters); `filename` an ASCII fallback for old clients, accents folded, anything else
 * replaced. Path separators, quotes, backslashes and control characters never reach the header:
 * a name cannot break out of it, add a header, or name a folder.
 */
export function contentDisposition(
  name: string,
  kind: 'inline' | 'attachment' = 'inline',
  extension = 'pdf',
): string {
  const cleaned = name
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/[/\\]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const base = cleaned === '' ? 'document' : cleaned;
  const fileName = base.toLowerCase().endsWith(`.${extension}`) ? base : `${base}.${extension}`;
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["%;]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}

/** Percent-encodes UTF-8 for `filename*`: only RFC 5987's attr-chars stay as they are. */
function encodeRfc5987(text: string): string {
  return encodeURIComponent(text).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
