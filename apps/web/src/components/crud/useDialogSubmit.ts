import type { FormInstance } from 'antd';
import { useRef, useState } from 'react';
import { dialogError } from './serverErrors';

/**
 * A dialog's submit: one request at a time (a double click sends once), `busy` while it runs, and
 * the server's refusal put on the form's fields or returned as `error` for the dialog's alert.
 */
export function useDialogSubmit(form: FormInstance) {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (send: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setError(null);
    setBusy(true);
    try {
      await send();
    } catch (e) {
      setError(dialogError(form, e));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
  return { busy, error, run };
}
