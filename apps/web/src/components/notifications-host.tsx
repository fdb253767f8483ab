import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { MantineThemeProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';

/** Loaded on the first notice (see app/providers.tsx). */
export default function NotificationsHost() {
  const { t } = useTranslation('common');
  // Every notice's close button gets a name, or screen readers announce a bare "button".
  const theme = {
    components: { Notification: { defaultProps: { closeButtonProps: { 'aria-label': t('notifications.close') } } } },
  };
  return (
    <MantineThemeProvider theme={theme} inherit>
      <Notifications position="top-right" autoClose={4000} />
    </MantineThemeProvider>
  );
}
