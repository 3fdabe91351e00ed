import { describe, expect, it } from 'vitest';
import { buildTree, idTree, levelOf, moveNode, readIdTree, type IdTreeMessages } from '@pishkhan/common/tree';

const messages: IdTreeMessages = { malformed: 'malformed', unknown: 'unknown', tooDeep: 'too deep', cycle: 'cycle', duplicate: 'duplicate' };
const read = (input: unknown[], maxDepth = 3) => readIdTree(input, { maxDepth, messages });

describe('readIdTree (a submitted id tree)', () => {
  it('places every node with its parent, position among siblings and level, in pre-order', () => {
    const { placed, fields } = read([{ id: 3, children: [{ id: 1 }, { id: '۷', children: [{ id: '2' }] }] }, { id: 9, children: null }]);
    expect(fields).toEqual({});
    expect(placed).toEqual([
      { id: 3, parentId: null, position: 0, depth: 1 },
      { id: 1, parentId: 3, position: 0, depth: 2 },
      { id: 7, parentId: 3, position: 1, depth: 2 },
      { id: 2, parentId: 7, position: 0, depth: 3 },
      { id: 9, parentId: null, position: 1, depth: 1 },
    ]);
  });

  it('keys each problem by its path: malformed nodes and children, unknown ids', () => {
    const { fields } = read([null, { id: 'x' }, { id: 0 }, { id: 4, children: 'no' }, { id: 1.5 }]);
    expect(fields).toEqual({ '0.id': 'malformed', '1.id': 'unknown', '2.id': 'unknown', '3.children': 'malformed', '4.id': 'unknown' });
  });

  it('refuses an id given twice: a cycle when it is its own ancestor, a duplicate otherwise; the first also under _', () => {
    expect(read([{ id: 1, children: [{ id: 2, children: [{ id: 1 }] }] }]).fields).toEqual({ '0.children.0.children.0.id': 'cycle', _: 'cycle' });
    expect(read([{ id: 1 }, { id: 2, children: [{ id: 1 }] }]).fields).toEqual({ '1.children.0.id': 'duplicate', _: 'duplicate' });
  });

  it('allows maxDepth levels and refuses one more', () => {
    const chain = (levels: number): unknown => (levels === 1 ? { id: levels } : { id: levels, children: [chain(levels - 1)] });
    expect(read([chain(3)]).fields).toEqual({});
    expect(read([chain(4)]).fields).toEqual({ '0.children.0.children.0.children.0.id': 'too deep', _: 'too deep' });
  });
});

describe('tree functions shared by the server and the nested sortable', () => {
  it('buildTree nests rows under their parents in the rows order; an orphan goes to the top; idTree keeps ids only', () => {
    const tree = buildTree([
      { id: 1, parentId: null, node: { id: 1, title: 'a' } },
      { id: 2, parentId: 1, node: { id: 2, title: 'b' } },
      { id: 3, parentId: 99, node: { id: 3, title: 'c' } },
      { id: 4, parentId: 1, node: { id: 4, title: 'd' } },
    ]);
    expect(tree).toEqual([
      { id: 1, title: 'a', children: [{ id: 2, title: 'b', children: [] }, { id: 4, title: 'd', children: [] }] },
      { id: 3, title: 'c', children: [] },
    ]);
    expect(idTree(tree)).toEqual([{ id: 1, children: [{ id: 2, children: [] }, { id: 4, children: [] }] }, { id: 3, children: [] }]);
    expect(levelOf(tree, 4)).toBe(2);
    expect(levelOf(tree, 99)).toBe(0);
  });

  it('a move the server would refuse is refused in the browser too: cycle and depth', () => {
    const tree = [{ id: 1, children: [{ id: 2, children: [{ id: 3 }] }] }, { id: 4 }];
    expect(moveNode(tree, 1, { parentId: 3, index: 0 })).toEqual({ ok: false, reason: 'cycle' });
    expect(moveNode(tree, 1, { parentId: 4, index: 0 }, 3)).toEqual({ ok: false, reason: 'depth' });
    const ok = moveNode(tree, 4, { parentId: 3, index: 0 }, 4);
    expect(ok.ok && idTree(ok.tree)).toEqual([{ id: 1, children: [{ id: 2, children: [{ id: 3, children: [{ id: 4, children: [] }] }] }] }]);
  });
});
