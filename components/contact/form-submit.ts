import { clearDraft } from '@/lib/contact/draft';
import { contactEndpoint } from '@/lib/contact/endpoint';
import { isSpam, readFields } from '@/lib/contact/fields';
import type { ContactRoutes } from '@/lib/contact/routes';
import { buildPayload } from '@/lib/contact/message';
import { openWhatsapp } from '@/lib/contact/send';
import { whatsappMessageHref } from '@/lib/contact/whatsapp';
import type { ToastText } from './delivery-toasts';
import type { DraftStatus } from './draft-notice';
import type { SendFn } from './use-contact-delivery';

/** What the form lends its submit: its routes, state setters and the refs shared with the delivery. */
export interface SubmitContext {
  routes: ContactRoutes;
  /** What the toasts say, in the page's language. */
  toastText: ToastText;
  setDraftStatus: (status: DraftStatus) => void;
  setBusy: (busy: boolean) => void;
  /** Set synchronously on submit: React state reaches the button a render later. */
  sending: { current: boolean };
  send: { current: SendFn | null };
  /** A submit that came before the delivery code finished loading. */
  queued: { current: ((send: SendFn) => void) | null };
  loadDelivery: () => void;
  loadToasts: () => Promise<typeof import('./delivery-toasts')>;
}

/**
 * What a submit does (loaded when the form is first focused, not with the page): WhatsApp with the
 * message, or the endpoint through the delivery code, and the toasts that follow.
 */
export function submitContact(form: HTMLFormElement, context: SubmitContext): void {
  const { routes, toastText, setDraftStatus, setBusy, sending, send, queued } = context;
  const { loadDelivery, loadToasts } = context;
  const data = new FormData(form);
  if (isSpam(data)) {
    // Pretend success to the bot; nothing is sent or kept.
    form.reset();
    clearDraft();
    void loadToasts().then((toasts) => toasts.toastSent(toastText));
    return;
  }
  const fields = readFields(data);
  if (!contactEndpoint) {
    // Opened here, inside the tap when this code was already loaded (Safari blocks a window opened
    // after an await; openWhatsapp then opens it in this tab).
    openWhatsapp(whatsappMessageHref(fields, routes));
    // Handed over: nothing stays on the device. The patient still has to press send in
    // WhatsApp, so the fields stay on screen (not stored) in case they come back to this tab.
    clearDraft();
    setDraftStatus('none');
    void loadToasts().then((toasts) => toasts.toastWhatsappOpened(routes, toastText));
    return;
  }
  sending.current = true;
  setBusy(true);
  // Built once: every retry posts the same message, with the time of the patient's tap.
  const payload = buildPayload(fields, window.location.pathname, new Date(), routes.pageNote);
  const run = (mutate: SendFn) =>
    mutate(payload, {
      onSuccess: () => {
        clearDraft();
        setDraftStatus('none');
        form.reset();
        void loadToasts().then((toasts) => toasts.toastSent(toastText));
      },
      onError: () =>
        void loadToasts().then((toasts) => toasts.toastFailed(fields, routes, toastText)),
      onSettled: () => {
        sending.current = false;
        setBusy(false);
      },
    });
  if (send.current) run(send.current);
  else {
    queued.current = run;
    loadDelivery();
  }
}
