import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Button, Checkbox, Fieldset, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type AdminProduct, productBodySchema } from '@wohnwerk/contract/admin-catalog';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { formatPrice } from '../../../lib/format.ts';
import {
  bodyOfForm,
  emptyProductForm,
  formOfProduct,
  type ProductFormValues,
} from '../../../lib/product-form-values.ts';
import { useValidationMessage } from '../../../lib/use-validation-message.ts';
import { useSaveSellerProduct, useSellerProductOptions } from '../api/seller-products.ts';

type TextField = {
  [K in keyof ProductFormValues]: ProductFormValues[K] extends string ? K : never;
}[keyof ProductFormValues];

/** The first message per top-level field ("attributes.beschreibung.0" shows on "attributes"). */
function firstByField(entries: [path: string, message: string][]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [path, message] of entries) found[path.split('.')[0]!] ??= message;
  return found;
}

/**
 * A seller's product form: the fields a seller keeps up (name, prices, stock, delivery, description, colours, size),
 * in the seller's shops only. It sends the staff catalogue's whole body (decision 172): the fields it does not show
 * go back as they came, and the server checks everything as it does for staff, the PAngV 30-day rule included.
 */
export function SellerProductForm({ product }: { product: AdminProduct | null }) {
  const { t } = useTranslation('seller');
  const message = useValidationMessage();
  const navigate = useNavigate();
  const options = useSellerProductOptions();
  const shops = options.data?.shops ?? [];
  const [values, setValues] = useState<ProductFormValues>(() =>
    product
      ? formOfProduct(product)
      : { ...emptyProductForm, shop_id: shops.length === 1 ? String(shops[0]!.id) : null },
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveSellerProduct();

  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: '' }));
  };
  const text = (key: TextField, extra: { required?: boolean; inputMode?: 'decimal' | 'numeric' } = {}) => ({
    label: t(`productForm.fields.${key}`),
    value: values[key] as string,
    onChange: (e: { currentTarget: { value: string } }) => set(key, e.currentTarget.value as never),
    error: message(errors[key]),
    required: extra.required,
    inputMode: extra.inputMode,
    autoComplete: 'off',
  });
  const choices = (list: { id: number; name?: string; name_de?: string }[] | undefined) =>
    (list ?? []).map((r) => ({ value: String(r.id), label: r.name ?? r.name_de ?? String(r.id) }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const body = bodyOfForm(values);
    const parsed = productBodySchema.safeParse(body);
    if (!parsed.success) {
      setErrors(firstByField(parsed.error.issues.map((i): [string, string] => [String(i.path[0]), i.message])));
      setFormError(t('productForm.check'));
      return;
    }
    setErrors({});
    try {
      const id = await save.mutateAsync({ id: product?.id ?? null, values: body });
      notifications.show({ message: t(product ? 'productForm.saved' : 'productForm.created'), color: 'brand' });
      if (!product) navigate(`/seller/products/${id}`, { replace: true });
    } catch (error) {
      if (isApiError(error) && error.status === 422)
        setErrors(
          firstByField(Object.entries(error.fieldErrors).map(([field, list]): [string, string] => [field, list[0]!])),
        );
      setFormError(errorText(error, t('productForm.failed')));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('productForm.label')}>
      <Stack gap="md">
        <Fieldset legend={t('productForm.basics')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput {...text('code', { required: true })} />
            <TextInput {...text('name', { required: true })} />
            <Select
              label={t('productForm.fields.shop_id')}
              data={choices(shops)}
              value={values.shop_id}
              onChange={(v) => set('shop_id', v)}
              error={message(errors.shop_id)}
              required
            />
            <Select
              label={t('productForm.fields.category_id')}
              data={choices(options.data?.categories)}
              value={values.category_id}
              onChange={(v) => set('category_id', v)}
              error={message(errors.category_id)}
              searchable
              required
            />
            <Select
              label={t('productForm.fields.brand_id')}
              data={choices(options.data?.brands)}
              value={values.brand_id}
              onChange={(v) => set('brand_id', v)}
              error={message(errors.brand_id)}
              searchable
              clearable
            />
            <TextInput {...text('ean', { inputMode: 'numeric' })} />
          </SimpleGrid>
          <Checkbox
            mt="sm"
            label={t('productForm.fields.active')}
            checked={values.active}
            onChange={(e) => set('active', e.currentTarget.checked)}
          />
        </Fieldset>
        <Fieldset legend={t('productForm.prices')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput {...text('price', { required: true, inputMode: 'decimal' })} />
            <TextInput {...text('old_price', { inputMode: 'decimal' })} description={t('productForm.oldPriceHint')} />
            <Select
              label={t('productForm.fields.tax')}
              data={[
                { value: '19', label: '19 %' },
                { value: '7', label: '7 %' },
              ]}
              value={values.tax}
              onChange={(v) => set('tax', v ?? '19')}
              error={message(errors.tax)}
            />
            <TextInput {...text('stock', { required: true, inputMode: 'numeric' })} />
            <TextInput {...text('delivery_weeks')} description={t('productForm.deliveryHint')} />
          </SimpleGrid>
          {product?.lowest_price_30_days != null ? (
            <Text size="sm" mt="sm" data-testid="seller-lowest-30">
              {t('productForm.lowest30', { price: formatPrice(product.lowest_price_30_days) })}
            </Text>
          ) : null}
        </Fieldset>
        <Fieldset legend={t('productForm.looks')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput {...text('front_color')} />
            <TextInput {...text('body_color')} />
            <TextInput {...text('dimensions')} />
          </SimpleGrid>
          <Textarea {...text('description')} autosize minRows={3} mt="sm" />
        </Fieldset>
        {formError ? (
          <Text role="alert" c="red.8">
            {formError}
          </Text>
        ) : null}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t(product ? 'productForm.save' : 'productForm.create')}
          </Button>
          <Button variant="default" onClick={() => navigate('/seller/products')}>
            {t('productForm.back')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
