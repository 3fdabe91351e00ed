import { Table, type TableProps } from 'antd';

/** A small table of the order page (payments, lines): keyed by id, all rows at once, scrolling sideways when narrow. */
export function OrderTable<T extends { id: number }>(props: TableProps<T>) {
  return <Table<T> rowKey="id" size="small" pagination={false} scroll={{ x: 'max-content' }} {...props} />;
}
