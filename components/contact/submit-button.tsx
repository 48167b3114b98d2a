import { LoaderCircle } from 'lucide-react';
import { formSection, formStatus } from '@/content/contact-ui';
import { clsx } from 'clsx';
import { buttonClasses } from '../ui/button-classes';

/** The form's submit button: shows progress and refuses a second press while sending. */
export function SubmitButton({ busy, disabled }: { busy: boolean; disabled: boolean }) {
  return (
    <button
      type="submit"
      disabled={disabled}
      aria-busy={busy}
      aria-disabled={busy || undefined}
      className={clsx(buttonClasses('primary', 'lg'), 'w-full disabled:opacity-60 aria-busy:cursor-progress sm:w-auto sm:justify-self-start')}
    >
      {busy ? <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" /> : null}
      {busy ? formStatus.sending : formSection.submit}
    </button>
  );
}
