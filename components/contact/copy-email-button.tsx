'use client';

import type { ReactNode } from 'react';
import { notify } from '@/lib/notify';
import { useHydrated } from '@/lib/use-hydrated';
import { HintTooltip } from '../ui/hint-tooltip';

/**
 * Copies the practice's e-mail; rendered only once scripts run, since it cannot work without them.
 * Its icon is drawn by the server component that renders it: from client-icons.tsx it sat in the
 * layout chunk every page loads.
 */
export function CopyEmailButton({
  email,
  labels,
  icon,
}: {
  email: string;
  labels: { label: string; copied: string; failed: string };
  icon: ReactNode;
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
      <button
        type="button"
        onClick={copy}
        aria-label={labels.label}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-primary transition-colors hover:bg-primary-soft"
      >
        {icon}
      </button>
    </HintTooltip>
  );
}
