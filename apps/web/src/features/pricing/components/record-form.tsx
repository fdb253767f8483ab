import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { isApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useValidationMessage } from '../../../lib/use-validation-message.ts';

export interface RecordField {
  name: string;
  label: string;
  /** Number fields take decimals with a comma or a point. */
  number?: boolean;
}

interface Props<T extends FieldValues> {
  schema: z.ZodType<T>;
  fields: RecordField[];
  defaultValues: Record<string, string>;
  backTo: string;
  /** Saves on the server; the notice and navigation follow only after it answered. */
  onSave: (values: T) => Promise<void>;
}

/** The create and edit forms of postal services and FdImm sets: required fields, server field errors shown at their field. */
export function RecordForm<T extends FieldValues>({ schema, fields, defaultValues, backTo, onSave }: Props<T>) {
  const { t } = useTranslation('pricing');
  const message = useValidationMessage();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Record<string, string>, unknown, T>({
    resolver: zodResolver(schema as never) as never,
    mode: 'onTouched',
    defaultValues,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSave(values);
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        for (const [field, list] of Object.entries(error.fieldErrors)) {
          if (fields.some((f) => f.name === field))
            form.setError(field as Path<Record<string, string>>, { message: list[0] });
        }
      }
      setFormError(errorText(error, t('errors.save')));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md" maw={720}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {fields.map((f) => (
            <TextInput
              key={f.name}
              label={f.label}
              required
              inputMode={f.number ? 'decimal' : undefined}
              autoComplete="off"
              {...form.register(f.name)}
              error={message(errors[f.name]?.message as string | undefined)}
            />
          ))}
        </SimpleGrid>
        {formError ? (
          <p role="alert" style={{ color: 'var(--mantine-color-red-7)', margin: 0 }}>
            {formError}
          </p>
        ) : null}
        <Group>
          <Button type="submit" loading={isSubmitting}>
            {t('actions.save')}
          </Button>
          <Button component={Link} to={backTo} variant="default">
            {t('actions.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Numbers to the form's text fields (German decimal comma). */
export function toFormValues(record: Record<string, unknown> | undefined, names: string[]): Record<string, string> {
  return Object.fromEntries(
    names.map((name) => {
      const value = record?.[name];
      return [
        name,
        typeof value === 'number' ? String(value).replace('.', ',') : typeof value === 'string' ? value : '',
      ];
    }),
  );
}
