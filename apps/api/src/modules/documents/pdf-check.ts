/**
 * Whether bytes are a PDF file, judged by the bytes alone (never the file name or the client's
 * type): the `%PDF-1.x` / `%PDF-2.0` header at the very start, and the trailer a reader starts
 * from at the end (`startxref` then `%%EOF` in the last 1,024 bytes, as PDF readers look for it).
 * A header followed by anything without that trailer is refused: it is not a file a reader opens
 * the way the shop promises (a truncated upload, or something else wearing a PDF header).
 */
const HEADER = /^%PDF-(1\.[0-7]|2\.0)/;
const TAIL_BYTES = 1024;

export function isPdf(bytes: Buffer): boolean {
  if (!HEADER.test(bytes.subarray(0, 8).toString('latin1'))) return false;
  const tail = bytes.subarray(Math.max(0, bytes.length - TAIL_BYTES)).toString('latin1');
  const end = tail.lastIndexOf('%%EOF');
  if (end === -1) return false;
  // After the end mark only line ends and spaces may follow.
  if (tail.slice(end + 5).trim() !== '') return false;
  const startxref = tail.lastIndexOf('startxref', end);
  return startxref !== -1 && /^startxref\s+\d+\s+$/.test(tail.slice(startxref, end));
}
