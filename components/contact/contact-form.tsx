'use client';

import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { DRAFT_KEY } from '@/lib/contact/draft-key';
import { SERVICE_QUERY } from '@/lib/contact/service-query';
import type { ContactRoutes } from '@/lib/contact/routes';
import { contactEndpoint } from '@/lib/contact/endpoint';
import { prepareToasts } from '@/lib/notify';
import { useHydrated } from '@/lib/use-hydrated';
import type { DraftText } from '@/content/contact-draft';
import type { ToastText } from './delivery-toasts';
import { DraftNotice, type DraftStatus } from './draft-notice';
import type FormDeliveryComponent from './form-delivery';
import type * as FormDraft from './form-draft';
import type * as FormSubmit from './form-submit';
import { SubmitButton, type SubmitLabels } from './submit-button';
import type { SendFn } from './use-contact-delivery';

/** The toasts' code (and sonner's) loads when the form is first focused, not with the page. */
const loadToasts = () => {
  prepareToasts();
  return import('./delivery-toasts');
};

/** The submit's code (message, WhatsApp, delivery, toasts) loads with the first focus or a restored draft, kept once loaded. */
let formSubmit: typeof FormSubmit | null = null;
const loadSubmit = () => import('./form-submit').then((module) => (formSubmit = module));

/**
 * The draft's code (restore, save, 'Borrar' and the notice's texts) loads only when the device
 * holds a draft or the patient first types: a first visit never needs it. One promise, so a
 * restore asked for first also runs first, before any keystroke's save could overwrite the draft.
 */
let formDraft: Promise<typeof FormDraft> | null = null;
const loadDraftCode = () => (formDraft ??= import('./form-draft'));

/** Each keystroke saves the draft; its code loads with the first one. */
function saveDraft(event: FormEvent<HTMLFormElement>): void {
  const form = event.currentTarget;
  void loadDraftCode().then((draft) => draft.saveFormDraft(form));
}

/** Whether the device holds a draft (an expired one too: the draft's code then deletes it), read without that code. */
function draftStored(): boolean {
  try {
    return window.localStorage.getItem(DRAFT_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * A service page's booking link (/contacto/?servicio=catarata#agendar) names its option: selected
 * here, directly in the DOM (no re-render, no flash), before a draft fills the other fields. The
 * inline script beside the select already did so before the first paint; this keeps it whatever
 * hydration did. A value that names none of the select's options is ignored.
 */
function selectServiceFromQuery(form: HTMLFormElement): void {
  const option = new URLSearchParams(window.location.search).get(SERVICE_QUERY);
  const select = form.elements.namedItem('service');
  if (
    option &&
    select instanceof HTMLSelectElement &&
    [...select.options].some((known) => known.value === option) &&
    (!select.value || select.value === option)
  )
    select.value = option;
}

/**
 * Once the form is on screen: the option a link names, then the draft the device holds, if any
 * (`onRestored` once it is back in the fields).
 */
function prepareForm(form: HTMLFormElement, onRestored: (code: typeof FormDraft) => void): void {
  selectServiceFromQuery(form);
  if (!draftStored()) return;
  // A restored draft can be sent without any field being focused: the submit's code must be
  // here by then, so WhatsApp opens inside the tap (Safari). It loads beside the draft's code.
  void loadSubmit();
  void loadDraftCode().then((code) => {
    if (code.restoreDraft(form)) onRestored(code);
  });
}

/** Everything the form's browser code says, in the page's language only. */
export interface ContactFormText {
  submit: SubmitLabels;
  draft: DraftText;
  toasts: ToastText;
}

interface ContactFormProps {
  /** The server-rendered fields (ContactFormFields). */
  children: ReactNode;
  routes: ContactRoutes;
  /** Server-rendered notice shown beside the submit button. */
  privacyNote: ReactNode;
  text: ContactFormText;
}

/**
 * The contact form. With an endpoint it also posts natively without JavaScript;
 * without one its submit button waits for JavaScript (the routes beside the form
 * serve until then), so no data ever lands in a URL.
 */
export function ContactForm({ children, routes, privacyNote, text }: ContactFormProps) {
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  // Set synchronously on submit: React state reaches the button a render later.
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const [draftStatus, setDraftStatus] = useState<DraftStatus>('none');
  const [draft, setDraft] = useState<typeof FormDraft | null>(null);
  const [Delivery, setDelivery] = useState<typeof FormDeliveryComponent | null>(null);
  const send = useRef<SendFn | null>(null);
  // A submit that came before the delivery code finished loading.
  const queued = useRef<((send: SendFn) => void) | null>(null);

  const loadDelivery = () => {
    void loadSubmit();
    void loadToasts();
    if (contactEndpoint && !Delivery)
      void import('./form-delivery').then((module) => setDelivery(() => module.default));
  };
  const onReady = useCallback((ready: SendFn) => {
    send.current = ready;
    queued.current?.(ready);
    queued.current = null;
  }, []);

  useEffect(() => {
    if (!formRef.current) return;
    prepareForm(formRef.current, (code) => {
      setDraft(code);
      setDraftStatus('restored');
    });
  }, []);

  /** 'Borrar' (shown only once the draft's code is here): empty the form, forget the draft, say so. */
  const discardDraft = () => {
    draft?.discardDraft(formRef.current);
    setDraftStatus('cleared');
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const form = event.currentTarget;
    const context = {
      routes,
      toastText: text.toasts,
      setDraftStatus,
      setBusy,
      sending,
      send,
      queued,
      loadDelivery,
      loadToasts,
    };
    if (formSubmit) {
      formSubmit.submitContact(form, context);
      return;
    }
    // A submit before any focus (rare: typing focuses the form): hold further submits until the code is here.
    sending.current = true;
    void loadSubmit().then((module) => {
      sending.current = false;
      module.submitContact(form, context);
    });
  };

  return (
    <form
      ref={formRef}
      className="grid gap-5"
      aria-describedby="nota-formulario"
      method={contactEndpoint ? 'post' : undefined}
      action={contactEndpoint ?? undefined}
      onSubmit={onSubmit}
      onFocus={loadDelivery}
      onInput={saveDraft}
    >
      <DraftNotice status={draftStatus} draft={draft} text={text.draft} onClear={discardDraft} />
      {children}
      {privacyNote}
      <SubmitButton busy={busy} waiting={!hydrated && !contactEndpoint} labels={text.submit} />
      {Delivery ? <Delivery onReady={onReady} /> : null}
    </form>
  );
}
