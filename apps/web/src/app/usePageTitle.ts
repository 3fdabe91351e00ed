import { appText } from '@pishkhan/common/i18n/fa/ui';
import { useEffect } from 'react';

/** Sets the browser tab title: "<title> | <product name>". */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? appText.pageTitle(title) : appText.name;
  }, [title]);
}
