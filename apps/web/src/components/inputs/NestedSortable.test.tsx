import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTree, flattenTree, idTree, moveNode, projectDrop, treeDepth } from '@pishkhan/common/tree';
import { NestedSortable, type TreeNode } from './NestedSortable';

type Item = TreeNode & { title: string; children?: Item[] };
const n = (id: string, children: Item[] = []): Item => ({ id, title: id, children });

/** a → b → c … : a chain with `levels` levels */
const chain = (levels: number, prefix = 'n'): Item => {
  let node = n(`${prefix}${levels}`);
  for (let i = levels - 1; i >= 1; i--) node = n(`${prefix}${i}`, [node]);
  return node;
};

describe('tree functions', () => {
  const tree = [n('a', [n('a1'), n('a2', [n('a2x')])]), n('b'), n('c')];

  it('treeDepth counts levels', () => {
    expect(treeDepth([])).toBe(0);
    expect(treeDepth([n('x')])).toBe(1);
    expect(treeDepth(tree)).toBe(3);
    expect(treeDepth([chain(10)])).toBe(10);
  });

  it('flattenTree lists nodes in display order with parent, depth and index', () => {
    expect(flattenTree(tree).map((f) => [f.id, f.parentId, f.depth, f.index])).toEqual([
      ['a', null, 0, 0],
      ['a1', 'a', 1, 0],
      ['a2', 'a', 1, 1],
      ['a2x', 'a2', 2, 0],
      ['b', null, 0, 1],
      ['c', null, 0, 2],
    ]);
  });

  it('buildTree inverts flattenTree and keeps extra fields', () => {
    const withExtra = [{ ...n('a', [n('a1')]), slug: 'x' }];
    expect(buildTree(flattenTree(tree))).toEqual(tree);
    expect(buildTree(flattenTree(withExtra))[0]).toMatchObject({ id: 'a', slug: 'x', children: [{ id: 'a1' }] });
    expect(idTree(buildTree([{ id: 1, parentId: null }, { id: 2, parentId: 1 }, { id: 3, parentId: 99 }]))).toEqual([
      { id: 1, children: [{ id: 2, children: [] }] },
      { id: 3, children: [] },
    ]);
  });

  it('moveNode moves a subtree and leaves the input unchanged', () => {
    const before = JSON.stringify(tree);
    const r = moveNode(tree, 'a2', { parentId: 'c', index: 0 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(idTree(r.tree)).toEqual([
      { id: 'a', children: [{ id: 'a1', children: [] }] },
      { id: 'b', children: [] },
      { id: 'c', children: [{ id: 'a2', children: [{ id: 'a2x', children: [] }] }] },
    ]);
    expect(JSON.stringify(tree)).toBe(before);
    const top = moveNode(tree, 'c', { parentId: null, index: 0 });
    expect(top.ok && top.tree.map((x) => x.id)).toEqual(['c', 'a', 'b']);
  });

  it('moveNode refuses cycles and unknown ids', () => {
    expect(moveNode(tree, 'a', { parentId: 'a2x', index: 0 })).toEqual({ ok: false, reason: 'cycle' });
    expect(moveNode(tree, 'a', { parentId: 'a', index: 0 })).toEqual({ ok: false, reason: 'cycle' });
    expect(moveNode(tree, 'zz', { parentId: null, index: 0 })).toEqual({ ok: false, reason: 'not_found' });
    expect(moveNode(tree, 'b', { parentId: 'zz', index: 0 })).toEqual({ ok: false, reason: 'not_found' });
  });

  it('moveNode allows 10 levels and refuses a move giving depth 11', () => {
    const t = [chain(10), n('x')];
    // x under n9 → 10 levels: allowed
    const ok = moveNode(t, 'x', { parentId: 'n9', index: 1 });
    expect(ok.ok).toBe(true);
    if (ok.ok) expect(treeDepth(ok.tree)).toBe(10);
    // x under n10 → 11 levels: refused
    expect(moveNode(t, 'x', { parentId: 'n10', index: 0 })).toEqual({ ok: false, reason: 'depth' });
    // a 2-level subtree under n9 → 11 levels: refused
    expect(moveNode([chain(10), n('y', [n('y1')])], 'y', { parentId: 'n9', index: 0 })).toEqual({ ok: false, reason: 'depth' });
    // the limit is a parameter
    expect(moveNode([n('p'), n('q')], 'q', { parentId: 'p', index: 0 }, 1)).toEqual({ ok: false, reason: 'depth' });
  });

  it('projectDrop: sideways offset nests under the previous row, clamped', () => {
    const flat = flattenTree([n('a'), n('b'), n('c')]);
    expect(projectDrop(flat, 'c', 'c', 28, 28)).toEqual({ depth: 1, parentId: 'b', index: 0 });
    expect(projectDrop(flat, 'c', 'c', 280, 28)).toEqual({ depth: 1, parentId: 'b', index: 0 });
    expect(projectDrop(flat, 'c', 'c', 10, 28)).toEqual({ depth: 0, parentId: null, index: 2 });
    expect(projectDrop(flat, 'a', 'c', 0, 28)).toEqual({ depth: 0, parentId: null, index: 2 });
    expect(projectDrop(flat, 'a', 'a', 28, 28)).toEqual({ depth: 0, parentId: null, index: 0 }); // first row cannot nest
  });
});

function Harness({ initial, onTree }: { initial: Item[]; onTree?: (t: Item[]) => void }) {
  const [tree, setTree] = useState(initial);
  return (
    <ConfigProvider direction="rtl">
      <NestedSortable
        value={tree}
        onChange={(t) => {
          setTree(t);
          onTree?.(t);
        }}
      />
    </ConfigProvider>
  );
}

const handle = (title: string) => screen.getByRole('button', { name: new RegExp(`«${title}»`) });
const order = () => [...document.querySelectorAll('li[data-id]')].map((li) => `${li.getAttribute('data-id')}@${li.getAttribute('data-depth')}`);

describe('NestedSortable (keyboard)', () => {
  it('renders rows indented on the inline-start side by depth', () => {
    render(<Harness initial={[n('a', [n('a1')]), n('b')]} />);
    expect(order()).toEqual(['a@0', 'a1@1', 'b@0']);
    const a1 = document.querySelector('li[data-id="a1"]') as HTMLElement;
    expect(a1.style.paddingInlineStart).toBe('28px');
    expect(a1.getAttribute('style')).not.toMatch(/padding-(left|right)/);
    expect(handle('a1')).toHaveAccessibleName('جابه‌جایی «a1»، سطح ۲');
  });

  it('arrow keys reorder among siblings and nest/un-nest (mirrored in RTL)', async () => {
    const onTree = vi.fn();
    render(<Harness initial={[n('a'), n('b'), n('c')]} onTree={onTree} />);
    handle('c').focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(order()).toEqual(['a@0', 'c@0', 'b@0']);
    expect(idTree(onTree.mock.calls.at(-1)![0])).toEqual([
      { id: 'a', children: [] },
      { id: 'c', children: [] },
      { id: 'b', children: [] },
    ]);
    expect(handle('c')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}'); // RTL: left = one level deeper, under "a"
    expect(order()).toEqual(['a@0', 'c@1', 'b@0']);
    expect(idTree(onTree.mock.calls.at(-1)![0])).toEqual([
      { id: 'a', children: [{ id: 'c', children: [] }] },
      { id: 'b', children: [] },
    ]);
    await userEvent.keyboard('{ArrowRight}'); // back out, after "a"
    expect(order()).toEqual(['a@0', 'c@0', 'b@0']);
    await userEvent.keyboard('{ArrowDown}');
    expect(order()).toEqual(['a@0', 'b@0', 'c@0']);
    expect(onTree).toHaveBeenCalledTimes(4);
  });

  it('refuses a move that would make an 11th level, with a Persian message', async () => {
    const onTree = vi.fn();
    render(<Harness initial={[n('x'), chain(10), n('y')]} onTree={onTree} />);
    // y under the 10-level chain's root: still 10 levels, fine
    handle('y').focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(onTree).toHaveBeenCalledTimes(1);
    expect(treeDepth(onTree.mock.calls[0]![0])).toBe(10);
    // the chain under x → 11 levels: refused, nothing changes
    handle('n1').focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(onTree).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toHaveTextContent('بیش از ۱۰ سطح تودرتو مجاز نیست');
    expect(order().slice(0, 2)).toEqual(['x@0', 'n1@0']);
  });

  it('shows the empty state in Persian', () => {
    render(<Harness initial={[]} />);
    expect(screen.getByText('موردی وجود ندارد')).toBeInTheDocument();
  });
});

describe('NestedSortable (pointer drag)', () => {
  const ROW = 40;
  let spy: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    // the test DOM has no layout: give each row a 40 px high box, stacked, 400 px wide
    spy = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const li = this.closest('li[data-id]');
      const rows = [...document.querySelectorAll('li[data-id]')];
      const i = li ? rows.indexOf(li) : 0;
      const top = i * ROW;
      return { x: 0, y: top, top, left: 0, right: 400, bottom: top + ROW, width: 400, height: ROW, toJSON() {} } as DOMRect;
    });
  });
  afterEach(() => spy.mockRestore());

  const drag = async (title: string, moves: Array<[number, number]>) => {
    const h = handle(title);
    const li = h.closest('li')!;
    const start = [...document.querySelectorAll('li[data-id]')].indexOf(li) * ROW + ROW / 2;
    fireEvent.pointerDown(h, { isPrimary: true, button: 0, clientX: 200, clientY: start, pointerId: 1 });
    for (const [dx, dy] of moves) {
      await act(async () => {
        fireEvent.pointerMove(document, { isPrimary: true, clientX: 200 + dx, clientY: start + dy, pointerId: 1 });
      });
    }
    await act(async () => {
      const [dx, dy] = moves.at(-1)!;
      fireEvent.pointerUp(document, { isPrimary: true, clientX: 200 + dx, clientY: start + dy, pointerId: 1 });
    });
  };

  it('does not start a drag under 30 px', async () => {
    const onTree = vi.fn();
    render(<Harness initial={[n('a'), n('b'), n('c')]} onTree={onTree} />);
    await drag('a', [[0, 20]]);
    expect(onTree).not.toHaveBeenCalled();
  });

  it('drags a row down past others', async () => {
    const onTree = vi.fn();
    render(<Harness initial={[n('a'), n('b'), n('c')]} onTree={onTree} />);
    await drag('a', [[0, 35], [0, 80]]);
    expect(onTree).toHaveBeenCalledTimes(1);
    expect(order()).toEqual(['b@0', 'c@0', 'a@0']);
  });

  it('dragging toward the inline end (left in RTL) nests under the row above', async () => {
    const onTree = vi.fn();
    render(<Harness initial={[n('a'), n('b'), n('c')]} onTree={onTree} />);
    await drag('c', [[-35, 0], [-40, 0]]);
    expect(idTree(onTree.mock.calls.at(-1)![0])).toEqual([
      { id: 'a', children: [] },
      { id: 'b', children: [{ id: 'c', children: [] }] },
    ]);
  });

  it('a drop at level 10 is accepted', async () => {
    const onTree = vi.fn();
    render(<Harness initial={[chain(10), n('x')]} onTree={onTree} />);
    await drag('x', [[-35, 0], [-262, 0]]); // 9 indents → under n9, level 10
    expect(onTree).toHaveBeenCalledTimes(1);
    expect(treeDepth(onTree.mock.calls[0]![0])).toBe(10);
    expect(order().at(-1)).toBe('x@9');
  });

  it('a drop deeper than 10 levels is refused', async () => {
    const onTree = vi.fn();
    render(<Harness initial={[chain(10), n('x')]} onTree={onTree} />);
    // x is the 11th row, right under n10 (level 10): dragged 10 indents deeper → level 11
    await drag('x', [[-35, 0], [-290, 0]]);
    expect(onTree).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('بیش از ۱۰ سطح تودرتو مجاز نیست');
  });
});
