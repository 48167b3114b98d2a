'use client';

import { Toaster } from 'sonner';
import { toasterDefaults } from '@/lib/providers-config';

/** sonner's toaster with the site's settings; loaded on the first toast (see lib/notify.ts). */
export default function SiteToaster() {
  return (
    <Toaster
      duration={toasterDefaults.duration}
      visibleToasts={toasterDefaults.visibleToasts}
      gap={toasterDefaults.gap}
      position={toasterDefaults.position}
      richColors
      closeButton
    />
  );
}
