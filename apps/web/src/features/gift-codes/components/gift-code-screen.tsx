import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import { Alert, Box, Button, Container, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { tidyEuroInput } from '@wohnwerk/contract/euro';
import { createCodesBodySchema, giftCodeTexts, type GiftCode } from '@wohnwerk/contract/gift-codes';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { DataTable } from '../../../components/ui/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../components/ui/data-table/types.ts';
import { numbered } from '../../../components/ui/data-table/numbered.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { contractResolver, fieldMessage, setServerFieldErrors } from '../../../lib/contract-form.ts';
import { backofficeLanguage } from '../../../lib/i18n.ts';
import { useCreateCodes } from '../api/create-codes.ts';
import { useGiftCodes } from '../api/get-codes.ts';
import { createdAt } from '../created-at.ts';

interface CodeValues {
  quantity: string;
  value: string;
}
/** The body the route takes: blank fields are left out; the value as typed, tidied of spaces and "€" (12,50 or 12.50). */
const toBody = (values: CodeValues) => ({
  quantity: values.quantity.trim() || undefined,
  value: tidyEuroInput(values.value) || undefined,
});

/** Toasts of this screen: 3 s, top left (spec §7.9, §9). */
const toast = (message: string, color: string) =>
  notifications.show({ message, color, position: 'top-left', autoClose: 3000 });

/** /gift_code: "Code Generator" (spec §2.13); admins only, anyone else is sent to "Nicht Gefunden!". */
export function GiftCodeScreen() {
  const { i18n } = useTranslation();
  const lng = backofficeLanguage(i18n.language);
  const { t } = useTranslation('warehouse', { lng });
  const codes = useGiftCodes();
  // Newest first, as the server lists them; NUMRI counts from 1.
  const rows = useMemo(() => numbered(codes.data), [codes.data]);
  const create = useCreateCodes();
  // The route's own schema checks the form; its messages are shown in the screen's language.
  const form = useForm<CodeValues>({
    resolver: contractResolver(createCodesBodySchema, toBody),
    reValidateMode: 'onSubmit',
    defaultValues: { quantity: '', value: '' },
  });
  const { errors } = form.formState;
  const { quantity, value } = form.watch();
  const shown = { [giftCodeTexts.quantity]: t('gift.quantityError'), [giftCodeTexts.value]: t('gift.valueError') };

  const copy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      toast(t('gift.copied', { code }), 'green');
    } catch {
      toast(t('gift.copyFailed'), 'red');
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the columns change with the language only; copy reads nothing that changes
  const columns = useMemo<DataTableColumn<GiftCode & { nr: number }>[]>(
    () => [
      { id: 'nr', header: t('gift.nr'), value: (r) => r.nr, format: 'integer' },
      { id: 'code', header: t('gift.code'), value: (r) => r.code },
      { id: 'value', header: t('gift.value'), value: (r) => r.value, format: 'euro' },
      {
        id: 'created',
        header: t('gift.created'),
        value: (r) => createdAt(r.created_at).sortable,
        render: (r) => createdAt(r.created_at).shown,
      },
      { id: 'used', header: t('gift.used'), value: (r) => (r.used ? t('gift.yes') : t('gift.no')) },
      {
        id: 'copy',
        header: t('gift.copy'),
        value: () => '',
        sortable: false,
        searchable: false,
        render: (r) => (
          <Button
            size="compact-md"
            variant="light"
            onClick={() => void copy(r.code)}
            aria-label={`${t('gift.copy')}: ${r.code}`}
          >
            {t('gift.copy')}
          </Button>
        ),
      },
    ],
    [t],
  );

  // The spec's "back" answer: anyone but an admin lands on the not-found page.
  if (codes.error && isApiError(codes.error) && codes.error.status === 403)
    return <Navigate to="/nicht-gefunden" replace />;

  const submit = form.handleSubmit(async (values) => {
    try {
      // The checked body as the route reads it: numbers.
      const res = await create.mutateAsync(createCodesBodySchema.parse(toBody(values)));
      toast(res.message, 'green');
      form.reset();
    } catch (error) {
      if (isApiError(error)) {
        setServerFieldErrors(error, form.setError);
        toast(error.serverMessage ?? error.message, 'red');
      } else throw error;
    }
  });

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('gift.title')}
        </Title>
        <Paper withBorder p="md" maw={520}>
          <form noValidate onSubmit={(event) => void submit(event)}>
            <Stack gap="sm">
              <TextInput
                label={t('gift.quantity')}
                type="number"
                min={1}
                max={500}
                step={1}
                required
                value={quantity}
                onChange={(e) => form.setValue('quantity', e.currentTarget.value)}
                error={fieldMessage(errors.quantity, shown)}
                inputMode="numeric"
              />
              <TextInput
                label={t('gift.valueLabel')}
                type="number"
                min={0.01}
                step={0.01}
                required
                value={value}
                onChange={(e) => form.setValue('value', e.currentTarget.value)}
                error={fieldMessage(errors.value, shown)}
                inputMode="decimal"
              />
              <Group>
                <Button type="submit" loading={create.isPending} size="md">
                  {t('gift.create')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
        {codes.isError && !(isApiError(codes.error) && codes.error.status === 403) ? (
          <Alert color="red">{t('gift.loadError')}</Alert>
        ) : null}
        {/* The table scrolls inside its box on a phone; the page itself never scrolls sideways. */}
        <Box miw={0} maw="100%" style={{ overflowX: 'auto' }}>
          <DataTable
            title={t('gift.title')}
            columns={columns}
            data={rows}
            getRowId={(r) => r.id}
            loading={codes.isPending}
            language={lng}
          />
        </Box>
      </Stack>
    </Container>
  );
}
