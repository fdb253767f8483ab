import { useWatch, type Control, type FieldValues } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * Whether the form's current values pass its schema, computed synchronously on every change.
 * react-hook-form's `isValid` flips while the async resolver re-runs on blur, so a button
 * bound to it is disabled for a moment exactly when the user clicks it after the last field
 * (the click is lost). This value never flickers.
 */
export function useSchemaValid<T extends FieldValues>(schema: ZodType, control: Control<T, unknown, unknown>): boolean {
  const values = useWatch({ control });
  return schema.safeParse(values).success;
}
