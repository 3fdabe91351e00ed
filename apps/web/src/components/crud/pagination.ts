import { crudText as t } from '@pishkhan/common/i18n/fa/ui';
import type { TablePaginationConfig } from 'antd';
import { createElement } from 'react';
import type { ListMeta } from '../../app/api';
import { formatNumber } from '../../app/format';

/** Page numbers in Persian digits (antd writes them in Latin digits); arrows and ellipses unchanged. */
export const persianPageItem: NonNullable<TablePaginationConfig['itemRender']> = (page, type, original) =>
  type === 'page' ? createElement('a', { 'aria-label': t.pageNumber(formatNumber(page)) }, formatNumber(page)) : original;

/** The line «۱ تا ۱۵ از ۳٬۳۲۷ مورد»: Persian digits with the Persian thousands separator. */
export const persianRange = (total: number, range: [number, number]) => t.range(formatNumber(range[0]), formatNumber(range[1]), formatNumber(total));

/**
 * The pager of every server-paginated table (spec §9): shown only when total > per_page; antd
 * collapses page numbers with ellipses around the current page.
 */
export function listPagination(meta: ListMeta | undefined, onPage: (page: number) => void, withTotal = true): TablePaginationConfig | false {
  if (!meta || meta.total <= meta.per_page) return false;
  return {
    current: meta.current_page,
    pageSize: meta.per_page,
    total: meta.total,
    showSizeChanger: false,
    placement: ['bottomCenter'],
    itemRender: persianPageItem,
    showTitle: false,
    ...(withTotal ? { showTotal: persianRange } : {}),
    onChange: onPage,
  };
}
