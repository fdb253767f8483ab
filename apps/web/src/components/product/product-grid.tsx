import type { ReactNode } from 'react';
import classes from './product-grid.module.css';

interface ProductGridProps<T extends { id: number }> {
  items: readonly T[];
  variant?: 'grid' | 'list';
  /** Accessible name of the list, e.g. the page heading. */
  label?: string;
  /** Index of the item (0-based) as the second argument: the first ones load their images eagerly. */
  renderItem: (item: T, index: number) => ReactNode;
  /** Dims the list while the next page loads. */
  stale?: boolean;
}

/** The product cards of a list page or the wishlist: a responsive grid, or one card per row. */
export function ProductGrid<T extends { id: number }>({
  items,
  variant = 'grid',
  label,
  renderItem,
  stale = false,
}: ProductGridProps<T>) {
  return (
    <ul
      className={classes.list}
      data-variant={variant}
      data-stale={stale || undefined}
      aria-label={label}
      aria-busy={stale || undefined}
    >
      {items.map((item, index) => (
        <li key={item.id} className={classes.item}>
          {renderItem(item, index)}
        </li>
      ))}
    </ul>
  );
}
