'use client';

import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { toasterRequest } from '@/lib/notify';

/**
 * Where sonner's toaster mounts. sonner is ~10 KB gzip that most visits never need:
 * it loads with the first toast (lib/notify). A plain import() rather than
 * next/dynamic, whose loader would itself cost every page.
 */
export function ToasterSlot() {
  const requested = useSyncExternalStore(
    toasterRequest.subscribe,
    toasterRequest.getSnapshot,
    toasterRequest.getServerSnapshot,
  );
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (requested) void import('./site-toaster').then((module) => setToaster(() => module.default));
  }, [requested]);
  return Toaster ? <Toaster /> : null;
}
