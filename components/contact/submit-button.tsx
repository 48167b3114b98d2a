import type { ReactNode } from 'react';
import { buttonClasses } from '../ui/button-classes';

/** The words of the submit button's states (content/contact-ui.ts). */
export interface SubmitLabels {
  submit: string;
  sending: string;
  /** While the page's JavaScript is still on its way (no endpoint: the button cannot send yet). */
  preparing: string;
  /** Announced once the button can send. */
  ready: string;
}

/** The live region's two messages beside the button. */
export type ReadinessLabels = Pick<SubmitLabels, 'preparing' | 'ready'>;

/**
 * The button's state, in its data-send-state attribute: SubmitLabel (drawn on the server) shows
 * the words and the spinner of that state through CSS, so this client code only sets attributes.
 */
export type SendState = 'waiting' | 'ready' | 'busy';

const buttonClass = `group ${buttonClasses('primary', 'lg')} w-full aria-busy:cursor-progress aria-disabled:opacity-60 sm:w-auto`;

/**
 * The form's submit button: shows progress and refuses a second press while sending. While
 * `waiting` (before hydration, when only JavaScript can send) it says so instead of sitting
 * disabled without a reason: a plain button (a native submit would put the message in a URL),
 * aria-disabled so it stays focusable, and a polite status that reports when it is ready. The
 * same element becomes the submit button, so focus and the typed fields stay where they are.
 * With scripting off it never becomes ready, and says only "Enviar Mensaje" (SubmitLabel),
 * disabled, as the routes beside the form serve instead.
 */
export function SubmitButton({
  busy,
  waiting,
  label,
  readiness,
}: {
  busy: boolean;
  waiting: boolean;
  /** The server-drawn words of every state (SubmitLabel). */
  label: ReactNode;
  readiness: ReadinessLabels;
}) {
  const state: SendState = busy ? 'busy' : waiting ? 'waiting' : 'ready';
  return (
    <div className="grid gap-2 sm:justify-self-start">
      <button
        type={waiting ? 'button' : 'submit'}
        aria-busy={busy}
        aria-disabled={busy || waiting || undefined}
        data-send-state={state}
        className={buttonClass}
      >
        {label}
      </button>
      <p aria-live="polite" className="sr-only no-script:hidden" data-form-readiness="">
        {waiting ? readiness.preparing : readiness.ready}
      </p>
    </div>
  );
}
