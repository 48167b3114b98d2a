'use client';

import type { ReactNode } from 'react';
import { notify } from '@/lib/notify';
import { useHydrated } from '@/lib/use-hydrated';
import { HintTooltip } from '../ui/hint-tooltip';

/**
 * Copies the practice's e-mail; rendered only once scripts run, since it cannot work without them.
 * Its icon and its classes come from the server component that renders it: from client-icons.tsx
 * the icon sat in the layout chunk every page loads, and the classes are data, not script.
 */
export function CopyEmailButton({
  email,
  labels,
  icon,
  className,
}: {
  email: string;
  labels: { label: string; copied: string; failed: string };
  icon: ReactNode;
  className: string;
}) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(email);
      await notify.success(labels.copied, { description: email });
    } catch {
      await notify.error(labels.failed);
    }
  };
  return (
    <HintTooltip content={labels.label}>
      <button type="button" onClick={copy} aria-label={labels.label} className={className}>
        {icon}
      </button>
    </HintTooltip>
  );
}
