import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './dropdown.module.css';

export type DropdownMenuEntry = { label: string; to: string } | { label: string; onSelect: () => void };

/** Links and actions listed in a Dropdown panel. */
export function DropdownMenuList({ entries, onDone }: { entries: DropdownMenuEntry[]; onDone: () => void }): ReactNode {
  return (
    <ul className={classes.menuList}>
      {entries.map((entry) => (
        <li key={entry.label}>
          {'to' in entry ? (
            <Link to={entry.to} className={classes.menuItem} onClick={onDone}>
              {entry.label}
            </Link>
          ) : (
            <button
              type="button"
              className={classes.menuItem}
              onClick={() => {
                onDone();
                entry.onSelect();
              }}
            >
              {entry.label}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
