import { productPickerText as t } from '@pishkhan/common/i18n/fa/merch-screens';
import { Empty, Flex } from 'antd';
import { lazy, Suspense } from 'react';
import { ResourceSelect } from '../../../components/crud';
import { PickedRow, type PickedProduct } from './PickedRow';

export type { PickedProduct } from './PickedRow';

/** The drag-and-drop list loads after the form shows; until then the chosen products show in order. */
const SortablePickedList = lazy(() => import('./SortablePickedList').then((m) => ({ default: m.SortablePickedList })));

/**
 * Choose products by searching the catalogue; the chosen ones form an ordered list that can be
 * rearranged by dragging (or with the keyboard) and trimmed. An antd form control (value/onChange).
 */
export function ProductPicker({ value = [], onChange, disabled, max = 100 }: { value?: PickedProduct[]; onChange?: (v: PickedProduct[]) => void; disabled?: boolean; max?: number }) {
  return (
    <Flex vertical gap={8}>
      {!disabled && value.length < max && (
        <ResourceSelect<PickedProduct & { image?: { url: string } | null }>
          apiPath="/api/admin/products"
          optionLabel={(p) => p.title}
          placeholder={t.search}
          value={null}
          labelInValue={false}
          onChange={(id: number, option: unknown) => {
            const label = (option as { label?: string } | undefined)?.label ?? String(id);
            if (id && !value.some((p) => p.id === id)) onChange?.([...value, { id, title: label }]);
          }}
        />
      )}
      {value.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.empty} />
      ) : (
        <Suspense fallback={value.map((p) => <PickedRow key={p.id} item={p} />)}>
          <SortablePickedList value={value} onChange={onChange} disabled={disabled} />
        </Suspense>
      )}
    </Flex>
  );
}
