/* Moving a node of the category tree: pure, so the screen and its tests share one rule. */

export interface TreeNode {
  _id: string;
  parent: string | null;
  displayOrder: number;
}

export type TreeMove =
  | { kind: 'before' | 'after'; target: string }
  | { kind: 'inside'; target: string }
  | { kind: 'up' | 'down' | 'indent' | 'outdent' };

export interface Placement {
  _id: string;
  parent: string | null;
  displayOrder: number;
}

function siblings<T extends TreeNode>(nodes: T[], parent: string | null): T[] {
  return nodes.filter((n) => n.parent === parent).sort((a, b) => a.displayOrder - b.displayOrder || a._id.localeCompare(b._id));
}

function isInside(nodes: TreeNode[], id: string, ancestor: string): boolean {
  const byId = new Map(nodes.map((n) => [n._id, n]));
  for (let at = byId.get(id); at; at = at.parent ? byId.get(at.parent) : undefined) if (at._id === ancestor) return true;
  return false;
}

/**
 * Where `id` goes for `move`, as the changed (parent, displayOrder) of every node whose place
 * changes (sibling lists are renumbered 0…n-1). Empty when the move is impossible: a node
 * never goes under itself or its descendants (no cycles), and the ends of a list stay put.
 */
export function moveNode<T extends TreeNode>(nodes: T[], id: string, move: TreeMove): Placement[] {
  const node = nodes.find((n) => n._id === id);
  if (!node) return [];
  const own = siblings(nodes, node.parent);
  const index = own.findIndex((n) => n._id === id);
  let parent: string | null = node.parent;
  let list = own.filter((n) => n._id !== id);
  let at = index;

  switch (move.kind) {
    case 'up':
      if (index === 0) return [];
      at = index - 1;
      break;
    case 'down':
      if (index === own.length - 1) return [];
      at = index + 1;
      break;
    case 'indent': {
      const previous = own[index - 1];
      if (!previous) return [];
      parent = previous._id;
      list = siblings(nodes, parent);
      at = list.length;
      break;
    }
    case 'outdent': {
      if (!node.parent) return [];
      const parentNode = nodes.find((n) => n._id === node.parent);
      parent = parentNode?.parent ?? null;
      list = siblings(nodes, parent).filter((n) => n._id !== id);
      at = list.findIndex((n) => n._id === node.parent) + 1;
      break;
    }
    case 'inside': {
      if (move.target === id || isInside(nodes, move.target, id)) return [];
      parent = move.target;
      list = siblings(nodes, parent).filter((n) => n._id !== id);
      at = list.length;
      break;
    }
    case 'before':
    case 'after': {
      const target = nodes.find((n) => n._id === move.target);
      if (!target || target._id === id || isInside(nodes, target._id, id)) return [];
      parent = target.parent;
      list = siblings(nodes, parent).filter((n) => n._id !== id);
      at = list.findIndex((n) => n._id === target._id) + (move.kind === 'after' ? 1 : 0);
      break;
    }
  }

  const ordered = [...list.slice(0, at), node, ...list.slice(at)];
  const changes: Placement[] = [];
  ordered.forEach((n, order) => {
    const newParent = n._id === id ? parent : n.parent;
    if (n.displayOrder !== order || n.parent !== newParent) changes.push({ _id: n._id, parent: newParent, displayOrder: order });
  });
  // The old sibling list closes its gap too when the node left it.
  if (parent !== node.parent) {
    own
      .filter((n) => n._id !== id)
      .forEach((n, order) => {
        if (n.displayOrder !== order) changes.push({ _id: n._id, parent: n.parent, displayOrder: order });
      });
  }
  return changes;
}
