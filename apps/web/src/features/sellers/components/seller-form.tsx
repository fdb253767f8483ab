import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { Button, Fieldset, Group, MultiSelect, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { checkSellerVatCountry, type Seller, sellerBodyObject } from '@wohnwerk/contract/sellers';
import { vatIdFormats } from '@wohnwerk/contract/vat-id';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useValidationMessage } from '../../../lib/use-validation-message.ts';
import { useCategoryChoices, useSaveSeller, useShopChoices } from '../api/sellers.ts';
import {
  bodyOfSellerForm,
  emptySellerForm,
  fieldErrorsOf,
  formOfSeller,
  type SellerFormValues,
} from '../seller-form-values.ts';
import { CategoryCommissions } from './category-commissions.tsx';

const formSchema = sellerBodyObject.superRefine(checkSellerVatCountry);
const countryChoices = Object.values(vatIdFormats)
  .map((s) => ({ value: s.iso, label: `${s.name} (${s.iso})` }))
  .sort((a, b) => a.label.localeCompare(b.label, 'de'));

type TextField = 'company_name' | 'street' | 'zip' | 'city' | 'vat_id' | 'iban' | 'commission_percent' | 'email';

/**
 * Create and edit a seller (decision 169). Admins edit; staff read the same fields (IBAN masked) with nothing to save,
 * as the server lets only admins change sellers.
 */
export function SellerForm({ seller, canEdit }: { seller: Seller | null; canEdit: boolean }) {
  const { t } = useTranslation('sellers');
  const message = useValidationMessage();
  const navigate = useNavigate();
  const [values, setValues] = useState<SellerFormValues>(seller ? formOfSeller(seller) : emptySellerForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveSeller();
  const shops = useShopChoices();
  const categories = useCategoryChoices();

  const set = <K extends keyof SellerFormValues>(key: K, value: SellerFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: '' }));
  };
  const text = (key: TextField, extra: { inputMode?: 'decimal' | 'email'; description?: string } = {}) => ({
    label: t(`fields.${key}`),
    value: values[key],
    onChange: (e: { currentTarget: { value: string } }) => set(key, e.currentTarget.value),
    error: message(errors[key]),
    required: canEdit,
    readOnly: !canEdit,
    inputMode: extra.inputMode,
    description: extra.description,
    autoComplete: 'off',
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const body = bodyOfSellerForm(values);
    const parsed = formSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues.map((i): [string, string] => [i.path.join('.'), i.message])));
      setFormError(t('form.check'));
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync({ id: seller?.id ?? null, body });
      notifications.show({ message: t(seller ? 'form.saved' : 'form.created'), color: 'brand' });
      if (!seller) navigate(`/admin/sellers/${saved.id}`, { replace: true });
    } catch (error) {
      if (isApiError(error) && error.status === 422)
        setErrors(
          fieldErrorsOf(
            Object.entries(error.fieldErrors).flatMap(([path, list]) => list.map((m): [string, string] => [path, m])),
          ),
        );
      setFormError(errorText(error, t('form.failed')));
    }
  };

  // A shop of another seller is offered too: the server refuses it with the owner's name (decision 169).
  const shopData = (shops.data ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('form.label')}>
      <Stack gap="md">
        <Fieldset legend={t('form.company')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput {...text('company_name')} />
            <TextInput {...text('email', { inputMode: 'email' })} type="email" />
            <TextInput {...text('street')} />
            <SimpleGrid cols={2} spacing="sm">
              <TextInput {...text('zip')} />
              <TextInput {...text('city')} />
            </SimpleGrid>
            <Select
              label={t('fields.country')}
              data={countryChoices}
              value={values.country}
              onChange={(v) => set('country', v ?? '')}
              error={message(errors.country)}
              searchable
              required={canEdit}
              readOnly={!canEdit}
            />
            <TextInput {...text('vat_id', { description: t('form.vatIdHint') })} />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('form.money')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              {...text('iban', { description: canEdit ? t('form.ibanHint') : t('form.ibanMasked') })}
              data-testid="seller-iban"
            />
            <TextInput {...text('commission_percent', { inputMode: 'decimal' })} rightSection="%" />
          </SimpleGrid>
          <CategoryCommissions
            rows={values.category_commissions}
            categories={categories.data ?? []}
            errors={errors}
            readOnly={!canEdit}
            onChange={(rows) => set('category_commissions', rows)}
          />
        </Fieldset>
        <Fieldset legend={t('form.shops')}>
          <MultiSelect
            label={t('fields.shop_ids')}
            description={t('form.shopsHint')}
            data={shopData}
            value={values.shop_ids}
            onChange={(v) => set('shop_ids', v)}
            error={message(errors.shop_ids)}
            searchable
            readOnly={!canEdit}
          />
        </Fieldset>
        {formError ? (
          <Text role="alert" c="red.8">
            {formError}
          </Text>
        ) : null}
        <Group>
          {canEdit ? (
            <Button type="submit" loading={save.isPending}>
              {t(seller ? 'form.save' : 'form.create')}
            </Button>
          ) : null}
          <Button variant="default" onClick={() => navigate('/admin/sellers')}>
            {t('form.back')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
