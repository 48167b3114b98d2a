import { clearDraft } from '@/lib/contact/draft';
import { contactEndpoint } from '@/lib/contact/endpoint';
import { isSpam, readFields } from '@/lib/contact/fields';
import type { ContactRoutes } from '@/lib/contact/routes';
import { openWhatsapp } from '@/lib/contact/send';
import { whatsappMessageHref } from '@/lib/contact/whatsapp';
import type { DraftStatus } from './draft-notice';
import type { SendFn } from './use-contact-delivery';

/** What the form lends its submit: its routes, state setters and the refs shared with the delivery. */
export interface SubmitContext {
  routes: ContactRoutes;
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
  const { routes, setDraftStatus, setBusy, sending, send, queued, loadDelivery, loadToasts } =
    context;
  const data = new FormData(form);
  if (isSpam(data)) {
    // Pretend success to the bot; nothing is sent or kept.
    form.reset();
    clearDraft();
    void loadToasts().then((toasts) => toasts.toastSent());
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
    void loadToasts().then((toasts) => toasts.toastWhatsappOpened(routes));
    return;
  }
  sending.current = true;
  setBusy(true);
  const run = (mutate: SendFn) =>
    mutate(fields, {
      onSuccess: () => {
        clearDraft();
        setDraftStatus('none');
        form.reset();
        void loadToasts().then((toasts) => toasts.toastSent());
      },
      onError: () => void loadToasts().then((toasts) => toasts.toastFailed(fields, routes)),
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
