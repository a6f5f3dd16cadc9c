import {
  ApiError,
  NETWORK_FAILURE,
  authHeaders,
  judge,
  sendWithSession,
  urlOf,
} from './api-client';
import type { Endpoint, ResponseOf } from '@shop/contract';
import type { RawAnswer, SendOnce } from './api-client';

// Apart from api-client so that only the pages that upload download it.

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

interface ApiUploadOptions {
  signal?: AbortSignal;
  /** Called as the request body goes out, with the share sent so far (0 to 1). */
  onProgress?: (sent: number) => void;
}

/** An endpoint that takes one file in a multipart form. */
type UploadEndpoint = Endpoint<{ file: string }>;

/**
 * Sends one file to an upload endpoint, as the form field its row names, with the same token
 * handling as `apiRequest`. Uses XMLHttpRequest because fetch cannot report upload progress.
 */
export async function apiUpload<E extends UploadEndpoint>(
  endpoint: E,
  file: Blob,
  { signal, onProgress }: ApiUploadOptions = {},
): Promise<ResponseOf<E>> {
  const { method, path } = endpoint;
  const form = new FormData();
  form.append(endpoint.file, file);
  const sendOnce: SendOnce = (accessToken) =>
    new Promise<RawAnswer>((resolve, reject) => {
      if (signal?.aborted) {
        reject(new DOMException('The upload was aborted.', 'AbortError'));
        return;
      }
      const request = new XMLHttpRequest();
      request.open(method, urlOf(path));
      request.withCredentials = true;
      Object.entries(authHeaders(accessToken)).forEach(([name, value]) => {
        request.setRequestHeader(name, value);
      });
      if (onProgress) {
        request.upload.onprogress = (event) => {
          if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
        };
      }
      const onAbort = () => {
        request.abort();
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      request.onloadend = () => {
        signal?.removeEventListener('abort', onAbort);
      };
      request.onload = () => {
        resolve({ status: request.status, payload: parseJson(request.responseText) });
      };
      request.onerror = () => {
        reject(new ApiError(0, NETWORK_FAILURE));
      };
      request.onabort = () => {
        reject(new DOMException('The upload was aborted.', 'AbortError'));
      };
      // The browser writes the multipart Content-Type with its boundary itself.
      request.send(form);
    });
  return judge(endpoint, await sendWithSession(path, sendOnce));
}
