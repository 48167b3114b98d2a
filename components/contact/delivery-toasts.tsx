import { formStatus } from '@/content/contact-status';
import { shellText } from '@/content/navigation';
import type { ContactFields } from '@/lib/contact/fields';
import type { ContactRoutes } from '@/lib/contact/routes';
import { notify } from '@/lib/notify';
import { whatsappMessageHref } from '@/lib/contact/whatsapp';

const linkClass = 'font-semibold underline underline-offset-2';

/** The message went out: the patient is told when to expect an answer. */
export function toastSent() {
  return notify.success(formStatus.sent, { description: formStatus.sentDetail });
}

/** WhatsApp opened with the message; e-mail offered as the other route. */
export function toastWhatsappOpened(routes: ContactRoutes) {
  return notify.info(formStatus.whatsappOpened, {
    duration: 10_000,
    description: (
      <>
        {formStatus.whatsappOpenedDetail}{' '}
        <a href={routes.emailHref} className={`${linkClass} break-all`}>
          {routes.email}
        </a>
      </>
    ),
  });
}

/** Sending failed after the retries: WhatsApp (with the message) and phone, and the values stay in the form. */
export function toastFailed(fields: ContactFields, routes: ContactRoutes) {
  return notify.error(formStatus.failed, {
    duration: 20_000,
    description: (
      <>
        {formStatus.failedDetail}{' '}
        <a
          href={whatsappMessageHref(fields, routes)}
          target="_blank"
          rel="noopener noreferrer"
          className={linkClass}
        >
          {formStatus.whatsappLinkLabel}
          <span className="sr-only"> {shellText.newTabHint}</span>
        </a>{' '}
        ·{' '}
        <a href={routes.phoneHref} className={linkClass}>
          {formStatus.callLabel} {routes.phoneDisplay}
        </a>
      </>
    ),
  });
}
