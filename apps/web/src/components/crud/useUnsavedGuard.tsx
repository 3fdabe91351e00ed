import { crudText as t } from '@pishkhan/common/i18n/fa/ui';
import { Modal } from 'antd';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';

/**
 * Warns before leaving a form with unsaved changes: in-app navigation through react-router's
 * useBlocker (a Persian dialog), closing or reloading the tab through `beforeunload`.
 * Call `release()` right before navigating away on purpose (after a save).
 */
export function useUnsavedGuard(dirty: boolean): { element: ReactNode; release: () => void } {
  const active = useRef(dirty);
  active.current = dirty;
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => active.current && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const element = (
    <Modal
      open={blocker.state === 'blocked'}
      title={t.unsavedTitle}
      okText={t.unsavedLeave}
      cancelText={t.unsavedStay}
      okButtonProps={{ danger: true }}
      onOk={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
      width={440}
    >
      {t.unsavedBody}
    </Modal>
  );
  const release = useCallback(() => {
    active.current = false;
  }, []);
  return { element, release };
}
