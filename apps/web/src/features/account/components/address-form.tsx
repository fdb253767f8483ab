import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { addressBodySchema, addressTypes, type AddressInput } from '@wohnwerk/contract/account';
import { addressCountries } from '@wohnwerk/contract/fields';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useSchemaValid } from '../../../lib/use-schema-valid.ts';
import { useValidationMessage } from '../../../lib/use-validation-message.ts';

export interface AddressFormValues {
  type: string;
  address_1: string;
  address_2: string;
  city: string;
  state: string;
  country: string;
  zip: string;
  isDefault: boolean;
  /** A business customer's (decision 158); both optional. */
  company?: string;
  vat_id?: string;
}

const textFields = ['address_1', 'address_2', 'city', 'state', 'zip'] as const;
const businessFields = ['company', 'vat_id'] as const;
const fieldNames = [...textFields, ...businessFields, 'type', 'country', 'isDefault'] as const;

interface Props {
  defaultValues: AddressFormValues;
  backTo: string;
  /** Saves on the server; the notice and the way back follow only after it answered. */
  onSave: (values: AddressInput) => Promise<void>;
}

/**
 * The one address form for create and edit (decision 060): every type and country the spec's
 * create form offers, the same rules on both, the button disabled while the form is invalid.
 */
export function AddressForm({ defaultValues, backTo, onSave }: Props) {
  const { t } = useTranslation('account');
  const message = useValidationMessage();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<AddressFormValues, unknown, AddressInput>({
    resolver: zodResolver(addressBodySchema as never) as never,
    mode: 'onTouched',
    defaultValues,
  });
  const { errors, isSubmitting } = form.formState;
  const canSubmit = useSchemaValid(addressBodySchema, form.control);
  const error = (name: (typeof fieldNames)[number]) => message(errors[name]?.message);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSave(values);
    } catch (err) {
      const fieldErrors = isApiError(err) && err.status === 422 ? err.fieldErrors : {};
      const known = fieldNames.filter((name) => fieldErrors[name]?.length);
      for (const name of known) form.setError(name, { type: 'server', message: fieldErrors[name][0] });
      if (!known.length) setFormError(errorText(err, t('addressForm.saveError')));
    }
  });

  const label = { address_1: 'address1', address_2: 'address2', city: 'city', state: 'state', zip: 'zip' } as const;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md" maw={720}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <Select
                label={t('addressForm.type')}
                required
                allowDeselect={false}
                data={addressTypes.map((value) => ({ value, label: t(`addresses.types.${value}`) }))}
                value={field.value}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={error('type')}
              />
            )}
          />
          {textFields.map((name) => (
            <TextInput
              key={name}
              label={t(`addressForm.${label[name]}`)}
              required={name !== 'state'}
              autoComplete={
                {
                  address_1: 'address-line1',
                  address_2: 'address-line2',
                  city: 'address-level2',
                  state: 'address-level1',
                  zip: 'postal-code',
                }[name]
              }
              // Digits as text: a number input would drop the 0 of "01067".
              inputMode={name === 'zip' ? 'numeric' : undefined}
              maxLength={name === 'zip' ? 6 : undefined}
              {...form.register(name)}
              error={error(name)}
            />
          ))}
          <Controller
            control={form.control}
            name="country"
            render={({ field }) => (
              <Select
                label={t('addressForm.country')}
                required
                allowDeselect={false}
                data={addressCountries.map((value) => ({ value, label: t(`addresses.countries.${value}`) }))}
                value={field.value}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={error('country')}
              />
            )}
          />
          <TextInput
            label={t('addressForm.company')}
            autoComplete="organization"
            maxLength={120}
            {...form.register('company')}
            error={error('company')}
          />
          <TextInput
            label={t('addressForm.vatId')}
            description={t('addressForm.vatIdHint')}
            autoComplete="off"
            maxLength={40}
            {...form.register('vat_id')}
            error={error('vat_id')}
          />
        </SimpleGrid>
        <Checkbox label={t('addressForm.isDefault')} {...form.register('isDefault')} />
        {formError ? (
          <p role="alert" style={{ color: 'var(--mantine-color-red-8)', margin: 0, fontWeight: 600 }}>
            {formError}
          </p>
        ) : null}
        <Group>
          <Button type="submit" disabled={!canSubmit} loading={isSubmitting}>
            {t('addressForm.save')}
          </Button>
          <Button component={Link} to={backTo} variant="default">
            {t('addressForm.back')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
