import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { TOAST_ERROR_MS, TOAST_LIMIT, TOAST_SUCCESS_MS } from '../lib/ui-settings';

/** At most TOAST_LIMIT toasts on screen; the oldest beyond it are dismissed. */
function ToastLimit() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    // The store lists the newest first.
    toasts
      .filter((t) => t.visible)
      .slice(TOAST_LIMIT)
      .forEach((t) => {
        toast.dismiss(t.id);
      });
  }, [toasts]);
  return null;
}

/** Success 2 s, error and blank 4 s, loading until dismissed. */
export function AppToaster() {
  return (
    <>
      <ToastLimit />
      <Toaster
        position="top-center"
        toastOptions={{
          success: { duration: TOAST_SUCCESS_MS },
          error: { duration: TOAST_ERROR_MS },
          blank: { duration: TOAST_ERROR_MS },
          loading: { duration: Infinity },
        }}
      />
    </>
  );
}
