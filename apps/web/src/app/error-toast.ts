import { toast } from 'react-hot-toast';
import { ApiError } from '../lib/api-client';

/**
 * The words of a failure as the shopper should read them. A refused body's summary ("Invalid
 * request body: name name is required") reads like a log line and says the field twice; the
 * fields' own messages say the same in plain words, each once. Other messages (the spec's fixed
 * texts among them) are shown as the server wrote them.
 */
export function plainErrorText(error: Error): string {
  if (
    error instanceof ApiError &&
    error.message.startsWith('Invalid ') &&
    error.errors.length > 0
  ) {
    return [...new Set(error.errors.map((each) => each.message))].join('. ');
  }
  return error.message;
}

/** `id` folds the toasts that share it into one. */
export function showErrorToast(error: Error, id?: string): void {
  toast.error(plainErrorText(error), { id });
}
