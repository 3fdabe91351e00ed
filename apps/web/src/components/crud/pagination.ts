import { crudText as t } from '@pishkhan/common/i18n/fa/ui';
import type { TablePaginationConfig } from 'antd';
import type { ListMeta } from '../../app/api';
import { faDigits } from '../../app/format';

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
    ...(withTotal ? { showTotal: (total: number, range: [number, number]) => t.range(faDigits(range[0]), faDigits(range[1]), faDigits(total)) } : {}),
    onChange: onPage,
  };
}
