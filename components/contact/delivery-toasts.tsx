import type { FormStatus } from '@/content/contact-status';
import type { ContactFields } from '@/lib/contact/fields';
import type { ContactRoutes } from '@/lib/contact/routes';
import { notify } from '@/lib/notify';
import { whatsappMessageHref } from '@/lib/contact/whatsapp';

const linkClass = 'font-semibold underline underline-offset-2';

/** What the toasts say, in the page's language: handed over by the form, which has it as a prop. */
export interface ToastText extends FormStatus {
  newTabHint: string;
}

/** The message went out: the patient is told when to expect an answer. */
export function toastSent(text: ToastText) {
  return notify.success(text.sent, { description: text.sentDetail });
}

/** WhatsApp opened with the message; e-mail offered as the other route. */
export function toastWhatsappOpened(routes: ContactRoutes, text: ToastText) {
  return notify.info(text.whatsappOpened, {
    duration: 10_000,
    description: (
      <>
        {text.whatsappOpenedDetail}{' '}
        <a href={routes.emailHref} className={`${linkClass} break-all`}>
          {routes.email}
        </a>
      </>
    ),
  });
}

/** Sending failed after the retries: WhatsApp (with the message) and phone, and the values stay in the form. */
export function toastFailed(fields: ContactFields, routes: ContactRoutes, text: ToastText) {
  return notify.error(text.failed, {
    duration: 20_000,
    description: (
      <>
        {text.failedDetail}{' '}
        <a
          href={whatsappMessageHref(fields, routes)}
          target="_blank"
          rel="noopener noreferrer"
          className={linkClass}
        >
          {text.whatsappLinkLabel}
          <span className="sr-only"> {text.newTabHint}</span>
        </a>{' '}
        ·{' '}
        <a href={routes.phoneHref} className={linkClass}>
          {text.callLabel} {routes.phoneDisplay}
        </a>
      </>
    ),
  });
}
