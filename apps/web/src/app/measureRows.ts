/**
 * antd's tables add a hidden row (aria-hidden) that repeats the column titles to measure them, the
 * select-all checkbox included: a focusable control inside aria-hidden, which keyboard users reach and
 * screen readers cannot name. Making those rows inert takes them out of the tab order, for every table.
 */
const SELECTOR = 'tr.ant-table-measure-row:not([inert])';

export function makeMeasureRowsInert(root: ParentNode = document) {
  root.querySelectorAll<HTMLElement>(SELECTOR).forEach((row) => {
    row.inert = true;
  });
}

export function watchMeasureRows(target: Node = document.body): () => void {
  makeMeasureRowsInert();
  const observer = new MutationObserver(() => makeMeasureRowsInert());
  observer.observe(target, { childList: true, subtree: true });
  return () => observer.disconnect();
}
