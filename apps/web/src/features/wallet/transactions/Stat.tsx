import type { ReactNode } from 'react';
import './wallet.css';

/**
 * A figure with its caption (balance, totals). antd's Statistic draws its value left-to-right,
 * which puts the unit before an amount (unit, then digits); this keeps the RTL order.
 */
export function Stat({ title, children, size = 'md', testId }: { title: ReactNode; children: ReactNode; size?: 'md' | 'lg'; testId?: string }) {
  return (
    <div className={`pk-stat pk-stat--${size}`} data-testid={testId}>
      <div className="pk-stat-title">{title}</div>
      <div className="pk-stat-value">{children}</div>
    </div>
  );
}
