import { DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { DndContext, PointerSensor, KeyboardSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { productPickerText as t } from '@pishkhan/common/i18n/fa/merch-screens';
import { Avatar, Button, Empty, Flex, Typography } from 'antd';
import { ResourceSelect } from '../../../components/crud';

export interface PickedProduct {
  id: number;
  title: string;
  image?: string | { url: string } | null;
}

const imageUrl = (p: PickedProduct) => (typeof p.image === 'string' ? p.image : (p.image?.url ?? undefined));

function Row({ item, onRemove, disabled }: { item: PickedProduct; onRemove: () => void; disabled?: boolean }) {
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id: item.id, disabled });
  return (
    <Flex ref={setNodeRef} align="center" gap={8} className="pk-picker-row" style={{ transform: CSS.Transform.toString(transform), transition }}>
      {!disabled && (
        <Button type="text" size="small" icon={<HolderOutlined />} aria-label={t.drag} {...attributes} {...listeners} />
      )}
      <Avatar shape="square" size={32} src={imageUrl(item)}>
        {item.title.slice(0, 1)}
      </Avatar>
      <Typography.Text style={{ flex: 1 }}>{item.title}</Typography.Text>
      {!disabled && <Button type="text" danger size="small" icon={<DeleteOutlined />} aria-label={t.remove} onClick={onRemove} />}
    </Flex>
  );
}

/**
 * Choose products by searching the catalogue; the chosen ones form an ordered list that can be
 * rearranged by dragging (or with the keyboard) and trimmed. An antd form control (value/onChange).
 */
export function ProductPicker({ value = [], onChange, disabled, max = 100 }: { value?: PickedProduct[]; onChange?: (v: PickedProduct[]) => void; disabled?: boolean; max?: number }) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const onDragEnd = (e: DragEndEvent) => {
    if (!e.over || e.active.id === e.over.id) return;
    const from = value.findIndex((p) => p.id === e.active.id);
    const to = value.findIndex((p) => p.id === e.over!.id);
    onChange?.(arrayMove(value, from, to));
  };
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
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={value.map((p) => p.id)} strategy={verticalListSortingStrategy}>
            {value.map((p) => (
              <Row key={p.id} item={p} disabled={disabled} onRemove={() => onChange?.(value.filter((x) => x.id !== p.id))} />
            ))}
          </SortableContext>
        </DndContext>
      )}
    </Flex>
  );
}
