import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './shop-print.css';

export type PrintPaper = 'roll80' | 'a4';

/** px → mm at the CSS 96 dpi. */
const PX_TO_MM = 25.4 / 96;

/**
 * The page box. Chromium drops `size: 80mm auto` (auto is not a valid height there; the page falls
 * back to Letter), so the roll's page is as long as the receipt: its height is measured on screen,
 * where the section is laid out off-canvas, and written as the page height.
 */
export function pageRule(paper: PrintPaper, heightMm: number | null): string {
  if (paper === 'a4') return '@page { size: A4 portrait; margin: 12mm; }';
  return `@page { size: 80mm ${heightMm ? Math.ceil(heightMm + 2) : 297}mm; margin: 0; }`;
}

/**
 * A section that only prints: laid out off-screen (invisible) on screen, and the only thing on
 * the page when printing (`window.print()`). One at a time on a page, so its `@page` rule rules.
 */
export function PrintSection({ paper, children }: { paper: PrintPaper; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    const h = ref.current?.getBoundingClientRect().height ?? 0;
    setHeight(h > 0 ? h * PX_TO_MM : null);
  });
  return createPortal(
    <div className={`pk-print-only pk-print-only--${paper}`} data-testid="print-section" data-paper={paper} aria-hidden="true" ref={ref}>
      <style>{pageRule(paper, height)}</style>
      {children}
    </div>,
    document.body,
  );
}
