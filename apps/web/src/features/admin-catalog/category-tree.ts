/** A category as the tree needs it (the admin list's rows). */
interface TreeCategory {
  id: number;
  parent_id: number | null;
  name_de: string;
  sort_order: number;
  product_count: number;
}

export interface TreeNode<C extends TreeCategory> {
  category: C;
  depth: number;
  /** "Wohnzimmer › Sofas & Couches": what a choice shows, and what its search finds. */
  path: string;
  /** Its products and those of every subcategory below it. */
  total: number;
  /** Its position in the tree (parents before their children, siblings by sort order, then name). */
  order: number;
}

/**
 * The categories as a tree, in the order it is read: each parent, then its subcategories, each
 * level by sort order and name. A category whose parent is not in the list (deleted) stands at the
 * top; a loop (which the server refuses) cannot make it run forever: its categories have no root and are left out.
 */
export function categoryTree<C extends TreeCategory>(all: readonly C[]): TreeNode<C>[] {
  const ids = new Set(all.map((c) => c.id));
  const children = new Map<number | null, C[]>();
  for (const c of all) {
    const parent = c.parent_id !== null && ids.has(c.parent_id) ? c.parent_id : null;
    children.set(parent, [...(children.get(parent) ?? []), c]);
  }
  const bySortThenName = (a: C, b: C) => a.sort_order - b.sort_order || a.name_de.localeCompare(b.name_de, 'de');
  const out: TreeNode<C>[] = [];
  const placed = new Set<number>();
  const visit = (parent: number | null, depth: number, path: string[]): number => {
    let sum = 0;
    for (const c of [...(children.get(parent) ?? [])].sort(bySortThenName)) {
      if (placed.has(c.id)) continue;
      placed.add(c.id);
      const node: TreeNode<C> = { category: c, depth, path: [...path, c.name_de].join(' › '), total: 0, order: 0 };
      out.push(node);
      node.total = c.product_count + visit(c.id, depth + 1, [...path, c.name_de]);
      sum += node.total;
    }
    return sum;
  };
  visit(null, 0, []);
  out.forEach((node, i) => {
    node.order = i;
  });
  return out;
}

/** Choices for a category field, in tree order with their paths; `without` and its subcategories left out (a parent field). */
export function categoryChoices<C extends TreeCategory>(all: readonly C[], without?: number | null) {
  const tree = categoryTree(all);
  const excluded = new Set<number>();
  if (without != null) {
    excluded.add(without);
    // Parents come before their children in tree order: one pass finds every descendant.
    for (const node of tree)
      if (node.category.parent_id !== null && excluded.has(node.category.parent_id)) excluded.add(node.category.id);
  }
  return tree.filter((n) => !excluded.has(n.category.id)).map((n) => ({ value: String(n.category.id), label: n.path }));
}
