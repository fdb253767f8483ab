import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { backofficeLanguage } from '../../../lib/i18n.ts';

export type ModeChoice = 'two' | 'one' | 'reclamacion';

/** "2 BARCODES OR 1 BARCODE?" on opening the WM page (spec §2.11, §4). */
export function ModeChoiceModal(props: { opened: boolean; busy: boolean; onChoose: (choice: ModeChoice) => void }) {
  const { i18n } = useTranslation();
  const { t } = useTranslation('warehouse', { lng: backofficeLanguage(i18n.language) });
  return (
    <Modal
      opened={props.opened}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title={t('wm.modeQuestion')}
    >
      <Stack gap="sm">
        <Button size="lg" disabled={props.busy} onClick={() => props.onChoose('two')} data-autofocus>
          {t('wm.twoBarcodes')}
        </Button>
        <Button size="lg" disabled={props.busy} onClick={() => props.onChoose('one')}>
          {t('wm.oneBarcode')}
        </Button>
        <Button size="lg" variant="default" disabled={props.busy} onClick={() => props.onChoose('reclamacion')}>
          {t('wm.reclamacion')}
        </Button>
      </Stack>
    </Modal>
  );
}

/** "ERORR": the chosen mode is not the one the server keeps for this work order. */
export function ModeErrorModal(props: { wrong: 'two' | 'one' | null; onReturn: () => void }) {
  const { i18n } = useTranslation();
  const { t } = useTranslation('warehouse', { lng: backofficeLanguage(i18n.language) });
  return (
    <Modal
      opened={props.wrong !== null}
      onClose={props.onReturn}
      withCloseButton={false}
      closeOnClickOutside={false}
      centered
      title={t('wm.errorTitle')}
    >
      <Text mb="md" c="red.8" fw={700}>
        {t('wm.errorText', { choice: props.wrong === 'two' ? t('wm.choiceTwo') : t('wm.choiceOne') })}
      </Text>
      <Group justify="flex-end">
        <Button size="lg" color="red" onClick={props.onReturn} data-autofocus>
          {t('wm.returnToScan')}
        </Button>
      </Group>
    </Modal>
  );
}
