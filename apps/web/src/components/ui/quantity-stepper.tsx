import { MAX_LINE_QTY } from '@wohnwerk/contract/cart';
import { useEffect, useId, useState } from 'react';
import classes from './quantity-stepper.module.css';

const MIN_QUANTITY = 1;
/** The checkout takes at most this many units of a line. */
const MAX_QUANTITY = MAX_LINE_QTY;

export interface QuantityStepperProps {
  value: number;
  onChange: (qty: number) => void;
  /** Minus pressed at 1: the shop never goes below 1 (storefront §4, §5), the caller says so. */
  onRefuse: () => void;
  /** Accessible name of the input, e.g. "Menge" or "Menge von Kommode Oslo". */
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  /** Show the label above the control instead of only to screen readers. */
  showLabel?: boolean;
}

/**
 * Minus, a number input (minimum 1) and plus. Typing commits every valid whole number;
 * an empty or invalid field falls back to the last valid value when it loses focus.
 * Texts come in as props so any feature can use it with its own catalogue.
 */
export function QuantityStepper({
  value,
  onChange,
  onRefuse,
  label,
  decreaseLabel,
  increaseLabel,
  showLabel = false,
}: QuantityStepperProps) {
  const inputId = useId();
  const [draft, setDraft] = useState(String(value));
  // Another tab, or the buttons, changed the value: show it.
  useEffect(() => setDraft(String(value)), [value]);

  const commit = (next: number) => onChange(Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, next)));

  return (
    <div className={classes.root}>
      <label htmlFor={inputId} className={showLabel ? classes.label : 'sr-only'}>
        {label}
      </label>
      <div className={classes.control}>
        <button
          type="button"
          className={classes.button}
          aria-label={decreaseLabel}
          aria-controls={inputId}
          onClick={() => (value <= MIN_QUANTITY ? onRefuse() : commit(value - 1))}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={inputId}
          className={classes.input}
          type="number"
          inputMode="numeric"
          min={MIN_QUANTITY}
          max={MAX_QUANTITY}
          step={1}
          value={draft}
          onChange={(event) => {
            const text = event.currentTarget.value;
            setDraft(text);
            if (/^\d+$/.test(text) && Number(text) >= MIN_QUANTITY) commit(Number(text));
          }}
          onBlur={() => setDraft(String(value))}
        />
        <button
          type="button"
          className={classes.button}
          aria-label={increaseLabel}
          aria-controls={inputId}
          disabled={value >= MAX_QUANTITY}
          onClick={() => commit(value + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
