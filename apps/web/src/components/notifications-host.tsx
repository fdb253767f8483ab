import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { MantineThemeProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNoticePlacement } from '../lib/notice-placement.ts';

/** Loaded on the first notice (see app/providers.tsx). */
export default function NotificationsHost() {
  const { t } = useTranslation('common');
  const placement = useNoticePlacement();
  // Every notice's close button gets a name, or screen readers announce a bare "button".
  const theme = {
    components: { Notification: { defaultProps: { closeButtonProps: { 'aria-label': t('notifications.close') } } } },
  };
  return (
    <MantineThemeProvider theme={theme} inherit>
      <Notifications position={placement.position} autoClose={placement.autoClose} />
    </MantineThemeProvider>
  );
}
