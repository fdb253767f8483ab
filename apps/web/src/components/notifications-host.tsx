import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Loaded on the first notice (see app/providers.tsx). */
export default function NotificationsHost() {
  return <Notifications position="top-right" autoClose={4000} />;
}
