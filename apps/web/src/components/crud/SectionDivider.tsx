import type { ReactNode } from 'react';

/**
 * A line between the parts of a form, with the part's title at its start when given: what antd's
 * Divider (`titlePlacement="start"`) draws, in a few lines of CSS (`.pk-divider`, styles/global.css)
 * instead of a component and its style engine in every form.
 */
export function SectionDivider({ children, className }: { children?: ReactNode; className?: string }) {
  return (
    <div role="separator" className={['pk-divider', children ? 'pk-divider--titled' : '', className].filter(Boolean).join(' ')}>
      {children ? <div className="pk-divider-title">{children}</div> : null}
    </div>
  );
}
