'use client';

import { Copy } from 'lucide-react';
import { copyEmailText } from '@/content/contact-ui';
import { notify } from '@/lib/notify';
import { useHydrated } from '@/lib/use-hydrated';
import { HintTooltip } from '../ui/hint-tooltip';

/** Copies the practice's e-mail; rendered only once scripts run, since it cannot work without them. */
export function CopyEmailButton({ email }: { email: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(email);
      await notify.success(copyEmailText.copied, { description: email });
    } catch {
      await notify.error(copyEmailText.failed);
    }
  };
  return (
    <HintTooltip content={copyEmailText.label}>
      <button
        type="button"
        onClick={copy}
        aria-label={copyEmailText.label}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-primary transition-colors hover:bg-primary-soft"
      >
        <Copy aria-hidden="true" className="size-5" />
      </button>
    </HintTooltip>
  );
}
