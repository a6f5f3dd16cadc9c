import { vi } from 'vitest';

/** What the stubbed upload answers: the stored image's url, or a refusal. */
interface UploadAnswer {
  status: number;
  body: unknown;
}

/**
 * Replaces XMLHttpRequest (which `apiUpload` uses for its progress events) with a stub that reports
 * one progress step and then answers. Returns the list of forms sent.
 */
export function stubUploads(answer: (call: number) => UploadAnswer): FormData[] {
  const sent: FormData[] = [];
  class UploadRequestStub {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onloadend: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;

    open() {
      return undefined;
    }

    setRequestHeader() {
      return undefined;
    }

    abort() {
      this.onabort?.();
    }

    send(form: FormData) {
      sent.push(form);
      const { status, body } = answer(sent.length);
      setTimeout(() => {
        this.upload.onprogress?.(
          new ProgressEvent('progress', { lengthComputable: true, loaded: 5, total: 10 }),
        );
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
        this.onloadend?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', UploadRequestStub);
  return sent;
}

/** A small PNG-typed file, as a file input would hand it over. */
export function imageFile(name = 'heater.png'): File {
  return new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
}
