import { describe, expect, it } from 'vitest';
import { categoryChoices, categoryTree } from './category-tree.ts';

const cat = (id: number, parent_id: number | null, name_de: string, product_count: number, sort_order = 0) => ({
  id,
  parent_id,
  name_de,
  product_count,
  sort_order,
});

// Wohnzimmer has no products of its own: its count is its subcategories' (issue 34: "Wohnzimmer 0 Artikel").
const all = [
  cat(3, 1, 'Sofas & Couches', 12, 2),
  cat(1, null, 'Wohnzimmer', 0, 1),
  cat(4, 1, 'Couchtische', 5, 1),
  cat(5, 4, 'Beistelltische', 2),
  cat(2, null, 'Schlafzimmer', 7, 2),
  cat(6, 99, 'Verwaist', 1),
];

describe('the category tree', () => {
  it('puts each parent before its subcategories, by sort order, and counts the products below it', () => {
    const tree = categoryTree(all);
    expect(tree.map((n) => [n.path, n.depth, n.total])).toEqual([
      ['Verwaist', 0, 1],
      ['Wohnzimmer', 0, 19],
      ['Wohnzimmer › Couchtische', 1, 7],
      ['Wohnzimmer › Couchtische › Beistelltische', 2, 2],
      ['Wohnzimmer › Sofas & Couches', 1, 12],
      ['Schlafzimmer', 0, 7],
    ]);
    expect(tree.map((n) => n.order)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('does not run forever on a loop (which the server refuses): the categories in it are left out', () => {
    const loop = [cat(1, 2, 'A', 1), cat(2, 1, 'B', 1), cat(3, null, 'C', 1)];
    expect(categoryTree(loop).map((n) => n.category.id)).toEqual([3]);
  });

  it('offers as parent every category but the one edited and those below it', () => {
    const choices = categoryChoices(all, 4).map((c) => c.label);
    expect(choices).toEqual(['Verwaist', 'Wohnzimmer', 'Wohnzimmer › Sofas & Couches', 'Schlafzimmer']);
    expect(categoryChoices(all)).toHaveLength(all.length);
  });
});
