import { Notifications } from '@mantine/notifications';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';

/** Mantine's toast stack, drawn inside the notifications area. */
export function Toasts() {
  return <Notifications withinPortal={false} position="bottom-right" />;
}
