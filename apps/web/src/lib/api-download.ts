import type { Endpoint } from '@shop/contract';
import {
  ApiError,
  NETWORK_FAILURE,
  authHeaders,
  judge,
  sendWithSession,
  urlOf,
} from './api-client';
import type { SendOnce } from './api-client';

// Apart from api-client so that only the pages that download files carry it.

/** A file the API sent as a download, and the name its answer gave it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | undefined;
}

/** The file name of a `Content-Disposition: attachment; filename="…"` header. */
function fileNameOf(disposition: string | null): string | undefined {
  return disposition ? /filename="?([^";]+)"?/i.exec(disposition)?.[1] : undefined;
}

/**
 * Fetches a GET endpoint that answers with a file rather than an envelope, with the same token
 * handling as `apiRequest` (Bearer, one refresh on a 401). `query` is its query string, `?…` or
 * empty. A refusal still comes as an envelope and becomes an `ApiError` with its message.
 */
export async function apiDownload(
  endpoint: Endpoint,
  query: string,
  signal?: AbortSignal,
): Promise<DownloadedFile> {
  const { method, path } = endpoint;
  let file: DownloadedFile | undefined;
  const sendOnce: SendOnce = async (accessToken) => {
    const init: RequestInit = { method, credentials: 'include', headers: authHeaders(accessToken) };
    if (signal) init.signal = signal;
    let response: Response;
    try {
      response = await fetch(`${urlOf(path)}${query}`, init);
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw new ApiError(0, NETWORK_FAILURE);
    }
    if (response.ok) {
      file = {
        blob: await response.blob(),
        fileName: fileNameOf(response.headers.get('Content-Disposition')),
      };
      return { status: response.status, payload: undefined };
    }
    return { status: response.status, payload: await response.json().catch(() => undefined) };
  };
  const answer = await sendWithSession(path, sendOnce);
  if (answer.status >= 200 && answer.status < 300 && file) return file;
  // Not a file: let the envelope's judge say why.
  judge(endpoint, answer);
  throw new ApiError(answer.status, NETWORK_FAILURE);
}

/** Hands a blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the browser no longer needs the url after this turn.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  });
}
