import { zodResolver } from '@hookform/resolvers/zod';
import type { ChangeEvent } from 'react';
import type { FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { ZodType } from 'zod';
import { isApiError } from './api-client.ts';

/**
 * Checks a form with its route's contract schema, the one the server validates the body with.
 * The schema reads the body the form will send (`toBody`), so error paths are the body's fields;
 * when it passes, the submit handler gets the form's own values and builds that same body from them,
 * so what travels is exactly what the form always sent.
 */
export function contractResolver<V extends FieldValues>(
  schema: ZodType,
  toBody: (values: V) => unknown = (values) => values,
): Resolver<V> {
  const check = zodResolver(schema as never) as unknown as Resolver<FieldValues>;
  return async (values, context, options) => {
    const { errors } = await check(toBody(values) as FieldValues, context, options as never);
    return Object.keys(errors).length ? { values: {}, errors: errors as FieldErrors<V> } : { values, errors: {} };
  };
}

/**
 * The text under a field. The contract's messages are the server's (Albanian) texts; a screen shows
 * its own catalogue's text for them (`shown`: contract text → translated text), so the back office
 * reads the same in Albanian and English as before. A server's field error is shown as it came.
 */
export function fieldMessage(
  error: { type?: unknown; message?: unknown } | undefined,
  shown: Record<string, string> = {},
): string | undefined {
  if (typeof error?.message !== 'string' || !error.message) return undefined;
  return error.type === 'server' ? error.message : (shown[error.message] ?? error.message);
}

/** The field errors of a 422 answer go under their fields (`field` renames the server's path to the form's). */
export function setServerFieldErrors<V extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<V>,
  field: (path: string) => string = (path) => path,
): void {
  if (!isApiError(error)) return;
  for (const [path, list] of Object.entries(error.fieldErrors))
    setError(field(path) as Path<V>, { type: 'server', message: list[0] });
}

/**
 * Binds text fields to a form's values: `text('title')` gives a TextInput or Textarea its name,
 * value, change (the caller's `change`, which also drops the field's message) and message.
 */
export function textFields<V extends FieldValues>(
  values: V,
  errors: Record<string, { type?: unknown; message?: unknown } | undefined>,
  shown: Record<string, string>,
  change: (key: Path<V>, value: string) => void,
) {
  return (key: Path<V> & keyof V & string) => ({
    name: key,
    value: values[key] as string,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => change(key, e.currentTarget.value),
    error: fieldMessage(errors[key], shown),
  });
}
