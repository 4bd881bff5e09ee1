import { emit } from '../runtime/events';
import { $modal, type ModalName } from '../stores/modal';

/** Opens a modal of spec section 2 in the overlay; one at a time, a new one replaces the old. */
export function openModal(name: ModalName, props: Record<string, unknown> = {}): void {
  $modal.set({ name, props });
  emit('modal', { name, open: true });
}

/** Closes the open modal, or only `name` when given and it is the one open. */
export function closeModal(name?: ModalName): void {
  const open = $modal.get();
  if (!open || (name && open.name !== name)) return;
  $modal.set(null);
  emit('modal', { name: open.name, open: false });
}
