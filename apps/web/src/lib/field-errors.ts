/** A form's messages without the one of the field just changed: a corrected field stops showing its error. */
export function withoutError<E extends Record<string, unknown>>(errors: E, field: string): E {
  if (!(field in errors)) return errors;
  const { [field]: _changed, ...rest } = errors;
  return rest as E;
}
