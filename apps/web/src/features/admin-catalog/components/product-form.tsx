import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
// A labelled checkbox or radio lays out its label beside it only with these styles.
import '@mantine/core/styles/InlineInput.css';
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { productBodySchema, type AdminProduct } from '@wohnwerk/contract/admin-catalog';
import { RESTORE_DAYS } from '@wohnwerk/contract/admin-deletions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { isAdmin, useCurrentUser } from '../../../lib/current-user.ts';
import { errorText } from '../../../lib/error-text.ts';
import { formatPrice } from '../../../lib/format.ts';
import { useValidationMessage } from '../../../lib/use-validation-message.ts';
import { useDeleteProduct } from '../api/deletions.ts';
import { lightProductsParams, useAdminProducts } from '../api/list-products.ts';
import { useSaveProduct } from '../api/product.ts';
import { uploadPhotos } from '../api/product-photos.ts';
import { useRecords } from '../api/records.ts';
import { categoryChoices } from '../category-tree.ts';
import { PdfPanel } from './pdf-panel.tsx';
import { NewPhotos } from './new-photos.tsx';
import { PhotoManager } from './photo-manager.tsx';
import { PricingPanel } from './pricing-panel.tsx';
import {
  bodyOfForm,
  emptyProductForm,
  formOfProduct,
  type ProductFormValues,
} from '../../../lib/product-form-values.ts';

type TextField = {
  [K in keyof ProductFormValues]: ProductFormValues[K] extends string ? K : never;
}[keyof ProductFormValues];

/** The product form (create and edit): every field the storefront shows or the pricing tools use. */
export function ProductForm({ product }: { product: AdminProduct | null }) {
  const { t } = useTranslation('admin-catalog');
  const message = useValidationMessage();
  const navigate = useNavigate();
  const [values, setValues] = useState<ProductFormValues>(product ? formOfProduct(product) : emptyProductForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [newPhotos, setNewPhotos] = useState<File[]>([]);
  const save = useSaveProduct();
  const remove = useDeleteProduct();
  const { user } = useCurrentUser();
  const [confirm, confirmDialog] = useConfirm();
  const categories = useRecords('categories');
  const shops = useRecords('shops');
  const brands = useRecords('brands');
  const series = useRecords('series');
  const lights = useAdminProducts(lightProductsParams);

  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const text = (key: TextField, extra: { required?: boolean; inputMode?: 'decimal' | 'numeric' } = {}) => ({
    label: t(`fields.${key}`),
    value: values[key] as string,
    onChange: (e: { currentTarget: { value: string } }) => set(key, e.currentTarget.value as never),
    error: message(errors[key]),
    required: extra.required,
    inputMode: extra.inputMode,
    autoComplete: 'off',
  });
  const picker = (
    key: 'category_id' | 'shop_id' | 'brand_id' | 'series_id',
    data: { value: string; label: string }[],
  ) => ({
    label: t(`fields.${key}`),
    data,
    value: values[key],
    onChange: (v: string | null) => set(key, v),
    error: message(errors[key]),
    searchable: true,
  });
  const options = (list: { id: number; name?: string; name_de?: string }[] | undefined) =>
    (list ?? []).map((r) => ({ value: String(r.id), label: r.name ?? r.name_de ?? String(r.id) }));

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const body = bodyOfForm(values);
    const parsed = productBodySchema.safeParse(body);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      setFormError(t('errors.check'));
      return;
    }
    setErrors({});
    try {
      const id = await save.mutateAsync({ id: product?.id ?? null, values: body });
      // A new product's photos go with the same save, right after it exists; the product stays if they fail.
      if (!product && newPhotos.length > 0) {
        try {
          await uploadPhotos(id, newPhotos);
        } catch (error) {
          const reason = (isApiError(error) && Object.values(error.fieldErrors)[0]?.[0]) || errorText(error, '');
          notifications.show({ color: 'red', message: t('photos.afterCreateFailed', { reason }), autoClose: false });
        }
      }
      notifications.show({ message: t(product ? 'form.saved' : 'form.created') });
      if (!product) navigate(`/admin/products/${id}`);
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        const found: Record<string, string> = {};
        for (const [field, list] of Object.entries(error.fieldErrors)) found[field.split('.')[0]!] ??= list[0]!;
        setErrors(found);
      }
      setFormError(errorText(error, t('errors.save')));
    }
  };

  /** Admins only (the server refuses staff). An ordered product is only deactivated: the question says so. */
  const onDelete = async () => {
    if (!product) return;
    const question = product.ordered
      ? {
          title: t('products.deactivateTitle'),
          message: t('products.deactivateMessage', { name: product.name }),
          confirmLabel: t('products.deactivateConfirm'),
        }
      : {
          title: t('products.deleteTitle'),
          message: t('products.deleteMessage', { name: product.name, days: RESTORE_DAYS }),
          confirmLabel: t('products.deleteConfirm'),
        };
    if (!(await confirm({ ...question, cancelLabel: t('products.cancel') }))) return;
    try {
      const answer = await remove.mutateAsync(product.id);
      notifications.show({ message: answer.message });
      if (answer.deleted) navigate('/admin/products');
    } catch (error) {
      setFormError(errorText(error, t('errors.save')));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      {confirmDialog}
      <Stack gap="md">
        <Fieldset legend={t('form.basics')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput {...text('code', { required: true })} />
            <TextInput {...text('name', { required: true })} />
            {/* A tree: each choice names its path ("Wohnzimmer › Sofas & Couches"), in the tree's order. */}
            <Select {...picker('category_id', categoryChoices(categories.data ?? []))} required />
            <Select {...picker('shop_id', options(shops.data))} required />
            <Select {...picker('brand_id', options(brands.data))} clearable />
            <Select {...picker('series_id', options(series.data))} clearable />
          </SimpleGrid>
          <Group mt="sm" gap="lg">
            <Checkbox
              label={t('fields.active')}
              checked={values.active}
              onChange={(e) => set('active', e.currentTarget.checked)}
            />
            <Checkbox
              label={t('fields.best_seller')}
              checked={values.best_seller}
              onChange={(e) => set('best_seller', e.currentTarget.checked)}
            />
            <Checkbox
              label={t('fields.is_light')}
              checked={values.is_light}
              onChange={(e) => set('is_light', e.currentTarget.checked)}
            />
          </Group>
        </Fieldset>

        <Fieldset legend={t('form.prices')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput {...text('price', { required: true, inputMode: 'decimal' })} />
            <TextInput {...text('old_price', { inputMode: 'decimal' })} description={t('form.oldPriceHint')} />
            <TextInput {...text('purchase_price', { inputMode: 'decimal' })} />
            <Select
              label={t('fields.tax')}
              data={[
                { value: '19', label: '19 %' },
                { value: '7', label: '7 %' },
              ]}
              value={values.tax}
              onChange={(v) => set('tax', v ?? '19')}
              error={message(errors.tax)}
            />
            <TextInput {...text('stock', { required: true, inputMode: 'numeric' })} />
            <TextInput {...text('delivery_weeks')} description={t('form.deliveryHint')} />
          </SimpleGrid>
          {product?.lowest_price_30_days != null ? (
            <p data-testid="admin-lowest-30">
              {t('form.lowest30', { price: formatPrice(product.lowest_price_30_days) })}
            </p>
          ) : null}
          <PricingPanel values={values} />
        </Fieldset>

        <Fieldset legend={t('form.looks')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput {...text('front_color')} />
            <TextInput {...text('body_color')} />
            <TextInput {...text('dimensions')} />
            <TextInput {...text('variant_group')} />
          </SimpleGrid>
          <Textarea {...text('description')} autosize minRows={3} mt="sm" />
        </Fieldset>

        <Fieldset legend={t('form.groups')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Textarea {...text('lieferumfang')} description={t('form.oneALine')} autosize minRows={2} />
            <Textarea {...text('ausstattung')} description={t('form.oneALine')} autosize minRows={2} />
          </SimpleGrid>
          {errors.attributes ? <p role="alert">{message(errors.attributes)}</p> : null}
        </Fieldset>

        <Fieldset legend={t('form.logistics')}>
          <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="sm">
            <TextInput {...text('ean', { inputMode: 'numeric' })} />
            <TextInput {...text('cbm', { inputMode: 'decimal' })} />
            <TextInput {...text('kg', { inputMode: 'decimal' })} />
            <TextInput {...text('coli', { inputMode: 'numeric' })} />
          </SimpleGrid>
          <MultiSelect
            mt="sm"
            label={t('fields.lightning')}
            data={(lights.data?.data ?? [])
              .filter((l) => l.id !== product?.id)
              .map((l) => ({ value: String(l.id), label: `${l.name} (${l.code})` }))}
            value={values.lightning}
            onChange={(v) => set('lightning', v)}
            error={message(errors.lightning)}
            searchable
            disabled={values.is_light}
          />
        </Fieldset>

        {product ? <PhotoManager productId={product.id} /> : <NewPhotos files={newPhotos} onChange={setNewPhotos} />}
        {product ? <PdfPanel product={product} /> : <p>{t('form.pdfAfterCreate')}</p>}

        {formError ? (
          <p role="alert" style={{ color: 'var(--mantine-color-red-8)', margin: 0 }}>
            {formError}
          </p>
        ) : null}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('form.save')}
          </Button>
          <Button variant="default" onClick={() => navigate('/admin/products')}>
            {t('form.back')}
          </Button>
          {product && isAdmin(user) ? (
            <Button color="red.9" variant="light" onClick={onDelete} loading={remove.isPending} ml="auto">
              {t('products.delete')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
