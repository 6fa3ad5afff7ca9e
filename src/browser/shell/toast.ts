import type { NotificationData } from '@mantine/notifications';

let wanted = false;
const listeners = new Set<() => void>();

export const toastsWanted = () => wanted;
export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows a toast in the notifications area, loading the toast library the first time. */
export async function toast(data: NotificationData): Promise<void> {
  if (!wanted) {
    wanted = true;
    listeners.forEach((l) => l());
  }
  const { notifications } = await import('@mantine/notifications');
  notifications.show(data);
}
