import { clsx } from 'clsx';
import { buttonClasses } from '../ui/button-classes';
import { SpinnerIcon } from '../ui/client-icons';

export interface SubmitLabels {
  submit: string;
  sending: string;
}

/** The form's submit button: shows progress and refuses a second press while sending. */
export function SubmitButton({ busy, disabled, labels }: { busy: boolean; disabled: boolean; labels: SubmitLabels }) {
  return (
    <button
      type="submit"
      disabled={disabled}
      aria-busy={busy}
      aria-disabled={busy || undefined}
      className={clsx(buttonClasses('primary', 'lg'), 'w-full disabled:opacity-60 aria-busy:cursor-progress sm:w-auto sm:justify-self-start')}
    >
      {busy ? <SpinnerIcon className="size-5 motion-safe:animate-spin" /> : null}
      {busy ? labels.sending : labels.submit}
    </button>
  );
}
