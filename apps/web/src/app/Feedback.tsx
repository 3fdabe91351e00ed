import { App as AntApp } from 'antd';
import type { ReactNode } from 'react';
import { TOAST_DURATION_MS } from './theme';

/**
 * Toasts, notifications and confirm dialogs (antd's App) for the signed-in pages. The login page does
 * without them, so the dialog and notification code is not part of its download.
 */
export function Feedback({ children }: { children: ReactNode }) {
  return (
    <AntApp
      message={{ duration: TOAST_DURATION_MS / 1000, maxCount: 4 }}
      notification={{ duration: TOAST_DURATION_MS / 1000, placement: 'topLeft' }}
    >
      {children}
    </AntApp>
  );
}
