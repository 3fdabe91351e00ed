import { HolderOutlined } from '@ant-design/icons';
import {
  closestCenter,
  DndContext,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragMoveEvent,
  type DragOverEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { ConfigProvider, Typography, theme } from 'antd';
import * as React from 'react';
import { toPersianDigits } from '@pishkhan/common/text';
import { nestedText } from '@pishkhan/common/i18n/fa/inputs';
import {
  findNode,
  flattenTree,
  levelOf,
  MAX_TREE_DEPTH,
  moveNode,
  projectDrop,
  treeDepth,
  type FlatNode,
  type TreeId,
  type TreeNode as BaseTreeNode,
} from '@pishkhan/common/tree';

/** Pointer travel (px) before a drag starts (spec §9: drag threshold 30). */
export const DRAG_ACTIVATION_DISTANCE = 30;
/** Most levels a tree may have (spec §3/§9). */
export const MAX_DEPTH = MAX_TREE_DEPTH;

/** A row of the sortable: the tree functions' node with what it shows. */
export interface TreeNode extends BaseTreeNode {
  title?: React.ReactNode;
  label?: React.ReactNode;
  children?: TreeNode[];
}

/* =====================================================================
 * Component
 * ===================================================================== */

export interface NestedSortableProps<T extends TreeNode> {
  /** The items: `{ id, title | label, children }`. */
  value?: T[];
  /** The whole new tree after a move (same nodes, `[{ id, …, children }]`); see `idTree()`. */
  onChange?: (tree: T[]) => void;
  /** Most levels allowed (default 10). */
  maxDepth?: number;
  /** Indentation per level in px (default 28). */
  indent?: number;
  /** Pointer travel before a drag starts, px (default 30). */
  activationDistance?: number;
  /** Row content; defaults to `title`, then `label`, then the id. */
  renderItem?: (node: T, info: { depth: number }) => React.ReactNode;
  disabled?: boolean;
  'aria-label'?: string;
  id?: string;
}

const plainTitle = (n: TreeNode | undefined): string => {
  if (!n) return '';
  const t = n.title ?? n.label;
  return typeof t === 'string' || typeof t === 'number' ? String(t) : String(n.id);
};

interface RowProps {
  flat: FlatNode;
  depth: number;
  indent: number;
  content: React.ReactNode;
  disabled?: boolean;
  isOverLimit: boolean;
  onKey: (e: React.KeyboardEvent<HTMLButtonElement>, id: TreeId) => void;
  registerHandle: (id: TreeId, el: HTMLButtonElement | null) => void;
  describedBy: string;
}

function Row({ flat, depth, indent, content, disabled, isOverLimit, onKey, registerHandle, describedBy }: RowProps) {
  const { token } = theme.useToken();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: flat.id as UniqueIdentifier,
    disabled,
    attributes: { roleDescription: nestedText.roleDescription },
  });
  const style: React.CSSProperties = {
    transform: transform ? `translate3d(0, ${Math.round(transform.y)}px, 0)` : undefined,
    transition,
    paddingInlineStart: depth * indent,
    listStyle: 'none',
    position: 'relative',
    zIndex: isDragging ? 1 : undefined,
  };
  return (
    <li ref={setNodeRef} style={style} data-id={String(flat.id)} data-depth={depth}>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: token.marginXS,
          paddingBlock: token.paddingXXS,
          paddingInline: token.paddingXS,
          marginBlockEnd: token.marginXXS,
          border: `1px solid ${isOverLimit ? token.colorError : isDragging ? token.colorPrimary : token.colorBorderSecondary}`,
          borderRadius: token.borderRadius,
          background: isDragging ? token.colorPrimaryBg : token.colorBgContainer,
          textAlign: 'start',
        }}
      >
        <button
          type="button"
          ref={(el) => {
            setActivatorNodeRef(el);
            registerHandle(flat.id, el);
          }}
          {...attributes}
          {...listeners}
          aria-label={nestedText.handle(plainTitle(flat.node), toPersianDigits(depth + 1))}
          aria-describedby={describedBy}
          disabled={disabled}
          onKeyDown={(e) => onKey(e, flat.id)}
          style={{
            cursor: disabled ? 'not-allowed' : isDragging ? 'grabbing' : 'grab',
            border: 'none',
            background: 'transparent',
            padding: token.paddingXXS,
            color: token.colorTextSecondary,
            touchAction: 'none',
            display: 'inline-flex',
          }}
        >
          <HolderOutlined aria-hidden />
        </button>
        <div style={{ flex: 1, minInlineSize: 0 }}>{content}</div>
      </div>
    </li>
  );
}

/**
 * A nested sortable list (categories, menus…): drag a row by its handle (starts after 30 px)
 * up/down to reorder and sideways to nest — toward the inline end (left in RTL) goes one level
 * deeper. At most 10 levels: a move that would exceed them is refused with a Persian message.
 * Keyboard, on a focused handle: ↑/↓ move among siblings, ←/→ nest/un-nest (mirrored in RTL).
 */
export function NestedSortable<T extends TreeNode>({
  value,
  onChange,
  maxDepth = MAX_DEPTH,
  indent = 28,
  activationDistance = DRAG_ACTIVATION_DISTANCE,
  renderItem,
  disabled,
  'aria-label': ariaLabel,
  id,
}: NestedSortableProps<T>) {
  const tree = React.useMemo(() => value ?? [], [value]);
  const { direction } = React.useContext(ConfigProvider.ConfigContext);
  const rtl = direction === 'rtl';
  const instructionsId = React.useId();
  const [error, setError] = React.useState<string | null>(null);
  const [live, setLive] = React.useState('');
  const [activeId, setActiveId] = React.useState<TreeId | null>(null);
  const [overId, setOverId] = React.useState<TreeId | null>(null);
  const [offset, setOffset] = React.useState(0);
  const handles = React.useRef(new Map<TreeId, HTMLButtonElement>());
  const focusAfterMove = React.useRef<TreeId | null>(null);

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: activationDistance } }));

  const flat = React.useMemo(() => flattenTree(tree), [tree]);
  const items = React.useMemo(() => {
    if (activeId === null) return flat;
    const hidden = new Set<TreeId>();
    const active = flat.find((f) => f.id === activeId);
    if (active) for (const f of flattenTree((active.node.children ?? []) as T[])) hidden.add(f.id);
    return flat.filter((f) => !hidden.has(f.id));
  }, [flat, activeId]);

  const projection = activeId !== null && overId !== null ? projectDrop(items, activeId, overId, offset, indent) : null;
  const activeNode = activeId !== null ? findNode(tree, activeId) : undefined;
  const overLimit = !!projection && !!activeNode && projection.depth + treeDepth([activeNode]) > maxDepth;

  React.useEffect(() => {
    const target = focusAfterMove.current;
    if (target === null) return;
    focusAfterMove.current = null;
    handles.current.get(target)?.focus();
  }, [tree]);

  const tooDeep = nestedText.tooDeep(toPersianDigits(maxDepth));

  const apply = (nodeId: TreeId, to: { parentId: TreeId | null; index: number }, viaKeyboard: boolean) => {
    const res = moveNode(tree, nodeId, to, maxDepth);
    if (!res.ok) {
      const msg = res.reason === 'depth' ? tooDeep : nestedText.cannotMove;
      setError(msg);
      setLive(msg);
      return false;
    }
    setError(null);
    const level = levelOf(res.tree, nodeId);
    const position = flattenTree(res.tree).find((f) => f.id === nodeId)!.index + 1;
    setLive(nestedText.moved(plainTitle(findNode(tree, nodeId)), toPersianDigits(position), toPersianDigits(level)));
    if (viaKeyboard) focusAfterMove.current = nodeId;
    onChange?.(res.tree);
    return true;
  };

  const onKey = (e: React.KeyboardEvent<HTMLButtonElement>, nodeId: TreeId) => {
    const me = flat.find((f) => f.id === nodeId);
    if (!me) return;
    const siblings = flat.filter((f) => f.parentId === me.parentId && f.depth === me.depth);
    const deeperKey = rtl ? 'ArrowLeft' : 'ArrowRight';
    const shallowerKey = rtl ? 'ArrowRight' : 'ArrowLeft';
    let to: { parentId: TreeId | null; index: number } | null = null;
    if (e.key === 'ArrowUp') to = me.index > 0 ? { parentId: me.parentId, index: me.index - 1 } : null;
    else if (e.key === 'ArrowDown') to = me.index < siblings.length - 1 ? { parentId: me.parentId, index: me.index + 1 } : null;
    else if (e.key === deeperKey) {
      const prevSibling = siblings[me.index - 1];
      to = prevSibling ? { parentId: prevSibling.id, index: prevSibling.node.children?.length ?? 0 } : null;
    } else if (e.key === shallowerKey) {
      const parent = me.parentId === null ? undefined : flat.find((f) => f.id === me.parentId);
      to = parent ? { parentId: parent.parentId, index: parent.index + 1 } : null;
    } else return;
    e.preventDefault();
    if (to) apply(nodeId, to, true);
    else setLive(nestedText.cannotMove);
  };

  const reset = () => {
    setActiveId(null);
    setOverId(null);
    setOffset(0);
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    setActiveId(active.id);
    setOverId(active.id);
    setOffset(0);
    setError(null);
  };
  const onDragMove = ({ delta }: DragMoveEvent) => setOffset(rtl ? -delta.x : delta.x);
  const onDragOver = ({ over }: DragOverEvent) => setOverId(over?.id ?? null);
  const onDragEnd = ({ active, over, delta }: DragEndEvent) => {
    const dragOffset = rtl ? -delta.x : delta.x;
    const p = over ? projectDrop(items, active.id, over.id, dragOffset, indent) : null;
    reset();
    if (!p) return;
    const current = flat.find((f) => f.id === active.id);
    if (current && current.parentId === p.parentId && current.index === p.index) return;
    apply(active.id, { parentId: p.parentId, index: p.index }, false);
  };

  const titleOf = (uid: UniqueIdentifier | undefined) => (uid === undefined ? '' : plainTitle(findNode(tree, uid)));
  const announcements: Announcements = {
    onDragStart: ({ active }) => nestedText.dragStart(titleOf(active.id)),
    onDragOver: ({ active, over }) => (over ? nestedText.dragOver(titleOf(active.id), titleOf(over.id)) : undefined),
    onDragEnd: ({ active }) => nestedText.dragEnd(titleOf(active.id)),
    onDragCancel: ({ active }) => nestedText.dragCancel(titleOf(active.id)),
  };

  return (
    <div id={id} aria-label={ariaLabel ?? nestedText.list} role="group">
      <span id={instructionsId} hidden>
        {nestedText.instructions}
      </span>
      {flat.length === 0 ? (
        <Typography.Text type="secondary">{nestedText.empty}</Typography.Text>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragStart={onDragStart}
          onDragMove={onDragMove}
          onDragOver={onDragOver}
          onDragEnd={onDragEnd}
          onDragCancel={reset}
          accessibility={{ announcements, screenReaderInstructions: { draggable: nestedText.dragInstructions } }}
        >
          <SortableContext items={items.map((i) => i.id as UniqueIdentifier)} strategy={verticalListSortingStrategy}>
            <ul style={{ margin: 0, padding: 0 }}>
              {items.map((f) => (
                <Row
                  key={String(f.id)}
                  flat={f as FlatNode}
                  depth={f.id === activeId && projection ? projection.depth : f.depth}
                  indent={indent}
                  content={renderItem ? renderItem(f.node, { depth: f.depth }) : (f.node.title ?? f.node.label ?? String(f.id))}
                  disabled={disabled}
                  isOverLimit={f.id === activeId && overLimit}
                  onKey={onKey}
                  registerHandle={(hid, el) => {
                    if (el) handles.current.set(hid, el);
                    else handles.current.delete(hid);
                  }}
                  describedBy={instructionsId}
                />
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      )}
      {error ? (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      ) : null}
      <span aria-live="polite" style={{ position: 'absolute', inlineSize: 1, blockSize: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}>
        {live}
      </span>
      {overLimit ? (
        <Typography.Text type="danger" aria-hidden>
          {tooDeep}
        </Typography.Text>
      ) : null}
    </div>
  );
}
