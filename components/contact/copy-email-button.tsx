'use client';

import { notify } from '@/lib/notify';
import { useHydrated } from '@/lib/use-hydrated';
import { CopyIcon } from '../ui/client-icons';
import { HintTooltip } from '../ui/hint-tooltip';

/** Copies the practice's e-mail; rendered only once scripts run, since it cannot work without them. */
export function CopyEmailButton({ email, labels }: { email: string; labels: { label: string; copied: string; failed: string } }) {
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
        <CopyIcon className="size-5" />
      </button>
    </HintTooltip>
  );
}
