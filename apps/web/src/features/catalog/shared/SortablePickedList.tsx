import { DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { DndContext, PointerSensor, KeyboardSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { productPickerText as t } from '@pishkhan/common/i18n/fa/merch-screens';
import { Button } from 'antd';
import { PickedRow, type PickedListProps, type PickedProduct } from './PickedRow';

function Row({ item, onRemove, disabled }: { item: PickedProduct; onRemove: () => void; disabled?: boolean | undefined }) {
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id: item.id, disabled: !!disabled });
  return (
    <PickedRow
      ref={setNodeRef}
      item={item}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      handle={!disabled && <Button type="text" size="small" icon={<HolderOutlined />} aria-label={t.drag} {...attributes} {...listeners} />}
      remove={!disabled && <Button type="text" danger size="small" icon={<DeleteOutlined />} aria-label={t.remove} onClick={onRemove} />}
    />
  );
}

/** The chosen products, rearranged by dragging or with the keyboard (loaded after the picker shows). */
export function SortablePickedList({ value, onChange, disabled }: PickedListProps) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const onDragEnd = (e: DragEndEvent) => {
    if (!e.over || e.active.id === e.over.id) return;
    const from = value.findIndex((p) => p.id === e.active.id);
    const to = value.findIndex((p) => p.id === e.over!.id);
    onChange?.(arrayMove(value, from, to));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={value.map((p) => p.id)} strategy={verticalListSortingStrategy}>
        {value.map((p) => (
          <Row key={p.id} item={p} disabled={disabled} onRemove={() => onChange?.(value.filter((x) => x.id !== p.id))} />
        ))}
      </SortableContext>
    </DndContext>
  );
}
