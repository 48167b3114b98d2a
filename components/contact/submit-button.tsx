import { buttonClasses } from '../ui/button-classes';
import { Svg } from '../ui/client-icons';

/** lucide's loader-circle, here rather than in client-icons.tsx, which the layout chunk of every page carries. */
const SpinnerIcon = ({ className }: { className: string }) => (
  <Svg className={className}>
    <path d="M21 12a9 9 0 1 1-6.219-8.56" />
  </Svg>
);

export interface SubmitLabels {
  submit: string;
  sending: string;
  /** While the page's JavaScript is still on its way (no endpoint: the button cannot send yet). */
  preparing: string;
  /** Announced once the button can send. */
  ready: string;
}

/**
 * The form's submit button: shows progress and refuses a second press while sending. While
 * `waiting` (before hydration, when only JavaScript can send) it says so instead of sitting
 * disabled without a reason: a plain button (a native submit would put the message in a URL),
 * aria-disabled so it stays focusable, and a polite status that reports when it is ready. The
 * same element becomes the submit button, so focus and the typed fields stay where they are.
 * With scripting off (`no-script:`) it never becomes ready, and says only "Enviar Mensaje",
 * disabled, as the routes beside the form serve instead.
 */
export function SubmitButton({
  busy,
  waiting,
  labels,
}: {
  busy: boolean;
  waiting: boolean;
  labels: SubmitLabels;
}) {
  return (
    <div className="grid gap-2 sm:justify-self-start">
      <button
        type={waiting ? 'button' : 'submit'}
        aria-busy={busy}
        aria-disabled={busy || waiting || undefined}
        className={`${buttonClasses('primary', 'lg')} w-full aria-busy:cursor-progress aria-disabled:opacity-60 sm:w-auto`}
      >
        {busy ? <SpinnerIcon className="size-5 motion-safe:animate-spin" /> : null}
        {busy ? labels.sending : null}
        {!busy && waiting ? (
          <>
            <span className="no-script:hidden">{labels.preparing}</span>
            <span className="hidden no-script:inline">{labels.submit}</span>
          </>
        ) : null}
        {!busy && !waiting ? labels.submit : null}
      </button>
      <p aria-live="polite" className="sr-only no-script:hidden" data-form-readiness="">
        {waiting ? labels.preparing : labels.ready}
      </p>
    </div>
  );
}
