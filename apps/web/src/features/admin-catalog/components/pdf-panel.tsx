import '@mantine/core/styles/Anchor.css';
import { Anchor, Button, Fieldset, FileButton, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AdminProduct } from '@wohnwerk/contract/admin-catalog';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { MAX_PDF_BYTES, useRemovePdf, useUploadPdf } from '../api/product-pdfs.ts';

/** The product's assembly manuals: upload (PDF, at most 10 MB) and remove. */
export function PdfPanel({ product }: { product: AdminProduct }) {
  const { t } = useTranslation('admin-catalog');
  const upload = useUploadPdf();
  const remove = useRemovePdf();
  const [confirm, confirmDialog] = useConfirm();
  const onRemove = async (file: { id: number; name: string }) => {
    const yes = await confirm({
      title: t('pdf.removeTitle'),
      message: t('pdf.removeMessage', { name: file.name }),
      confirmLabel: t('pdf.removeConfirm'),
      cancelLabel: t('pdf.cancel'),
    });
    if (yes) remove.mutate({ productId: product.id, pdfId: file.id });
  };
  const onFile = async (file: File | null) => {
    if (!file) return;
    if (file.size > MAX_PDF_BYTES) {
      notifications.show({ message: t('pdf.tooLarge'), color: 'red' });
      return;
    }
    try {
      await upload.mutateAsync({
        productId: product.id,
        file,
        name: file.name.replace(/\.pdf$/i, '') || 'Aufbauanleitung',
      });
      notifications.show({ message: t('pdf.uploaded') });
    } catch (error) {
      notifications.show({ message: errorText(error, t('errors.save')), color: 'red' });
    }
  };
  return (
    <Fieldset legend={t('pdf.title')}>
      {confirmDialog}
      <Stack gap="xs">
        {product.pdf_file.length === 0 ? <Text size="sm">{t('pdf.none')}</Text> : null}
        {product.pdf_file.map((f) => (
          <Group key={f.id} gap="sm">
            <Anchor href={f.path} target="_blank" rel="noopener noreferrer">
              {f.name}
            </Anchor>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => onRemove(f)}
              aria-label={t('pdf.remove', { name: f.name })}
            >
              {t('pdf.removeShort')}
            </Button>
          </Group>
        ))}
        <FileButton onChange={onFile} accept="application/pdf">
          {(props) => (
            <Button {...props} variant="light" loading={upload.isPending} w="fit-content">
              {t('pdf.upload')}
            </Button>
          )}
        </FileButton>
      </Stack>
    </Fieldset>
  );
}
