import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import classes from './dropdown.module.css';

export interface DropdownTriggerProps {
  'aria-expanded': boolean;
  'aria-controls': string;
  onClick: () => void;
}

interface DropdownProps {
  /** Renders the button; spread the given props on it. */
  trigger: (props: DropdownTriggerProps) => ReactNode;
  /** Panel content; `close` lets a link inside close the panel. */
  children: (close: () => void) => ReactNode;
  width?: number;
  /** Closes the panel when this value changes (e.g. the current path). */
  closeKey?: string;
}

/**
 * A disclosure dropdown (button + panel) for the header's account and cart menus.
 * Mantine's Menu/Popover would bring floating-ui into every page's first load
 * (storefront budget 170 kB); a panel under its button needs no positioning engine.
 */
export function Dropdown({ trigger, children, width = 260, closeKey }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new closeKey is the trigger, not an input
  useEffect(close, [closeKey, close]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      rootRef.current?.querySelector<HTMLElement>('[aria-controls]')?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only watches focus leaving its button and panel; it is not a control itself
    <div
      ref={rootRef}
      className={classes.root}
      // Tabbing out of the panel closes it, so it never hides the page for keyboard users.
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      {trigger({ 'aria-expanded': open, 'aria-controls': panelId, onClick: () => setOpen((v) => !v) })}
      <div id={panelId} className={classes.panel} hidden={!open} style={{ width }}>
        {open ? children(close) : null}
      </div>
    </div>
  );
}
