import type { ExternalToast } from 'sonner';

/**
 * Toasts without shipping sonner on every page: the first request (or a hint
 * that one is coming, such as focusing the form) asks components/toaster-slot to mount
 * the toaster, and sonner's code loads only then. sonner replays toasts created
 * before its Toaster subscribed, so nothing is lost while the chunk loads.
 */

let requested = false;
const listeners = new Set<() => void>();

/** Whether the toaster should be mounted; read by the toaster slot. */
export const toasterRequest = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getSnapshot: () => requested,
  getServerSnapshot: () => false,
};

/** Mounts the toaster and loads its code ahead of a likely toast; its live region is then ready for screen readers. */
export function prepareToasts(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

type Kind = 'success' | 'error' | 'info';

function show(kind: Kind, message: string, options?: ExternalToast): Promise<void> {
  prepareToasts();
  return import('sonner').then(({ toast }) => {
    toast[kind](message, options);
  });
}

export const notify = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  info: (message: string, options?: ExternalToast) => show('info', message, options),
};
