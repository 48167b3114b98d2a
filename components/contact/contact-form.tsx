'use client';

import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { formFields, formSection, honeypotField } from '@/content/contact-ui';
import { serviceOptions } from '@/content/services';
import { clearDraft, loadDraft, saveDraft } from '@/lib/contact/draft';
import { FIELD_NAMES, isSpam, readFields } from '@/lib/contact/fields';
import type { ContactRoutes } from '@/lib/contact/routes';
import { contactEndpoint } from '@/lib/contact/send';
import { prepareToasts } from '@/lib/notify';
import { useHydrated } from '@/lib/use-hydrated';
import { toastFailed, toastSent, toastWhatsappOpened } from './delivery-toasts';
import { SubmitButton } from './submit-button';
import { useContactDelivery } from './use-contact-delivery';

const fieldClass =
  'mt-2 block w-full rounded-xl border border-line bg-white px-4 py-3 text-base text-ink shadow-sm transition-colors placeholder:text-muted/80 hover:border-primary/40 focus:border-primary focus:outline-2 focus:outline-offset-2 focus:outline-primary';

function Label({ htmlFor, text, required }: { htmlFor: string; text: string; required: boolean }) {
  return (
    <label htmlFor={htmlFor} className="block font-medium text-ink">
      {text}
      {required ? (
        <span aria-hidden="true" className="text-danger">
          {' '}
          *
        </span>
      ) : null}
    </label>
  );
}

/** Puts a saved draft back into empty fields (uncontrolled, so typing before hydration is kept too). */
function restoreDraft(form: HTMLFormElement) {
  const draft = loadDraft();
  if (!draft) return;
  for (const name of FIELD_NAMES) {
    const field = form.elements.namedItem(name);
    if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) && !field.value) {
      field.value = draft[name];
    }
  }
}

/**
 * The contact form. With an endpoint it also posts natively without JavaScript;
 * without one its submit button waits for JavaScript (the routes beside the form
 * serve until then), so no data ever lands in a URL.
 */
interface ContactFormProps {
  /** Path sent with the message. */
  page: string;
  routes: ContactRoutes;
  /** Server-rendered notice shown beside the submit button. */
  privacyNote: ReactNode;
}

export function ContactForm({ page, routes, privacyNote }: ContactFormProps) {
  const { name, phone, email, service, message } = formFields;
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  // Set synchronously on submit: the mutation's own pending state reaches React a tick later.
  const sending = useRef(false);
  const delivery = useContactDelivery(routes);

  useEffect(() => {
    if (formRef.current) restoreDraft(formRef.current);
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    if (isSpam(data)) {
      // Pretend success to the bot; nothing is sent or kept.
      form.reset();
      clearDraft();
      void toastSent();
      return;
    }
    const fields = readFields(data);
    sending.current = true;
    delivery.mutate(fields, {
      onSuccess: (route) => {
        if (route === 'whatsapp') {
          // Not confirmed until the patient sends it in WhatsApp: keep form and draft.
          void toastWhatsappOpened(routes);
          return;
        }
        form.reset();
        clearDraft();
        void toastSent();
      },
      onError: () => void toastFailed(fields, routes),
      onSettled: () => {
        sending.current = false;
      },
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
      onFocus={prepareToasts}
      onInput={(event) => saveDraft(readFields(new FormData(event.currentTarget)))}
    >
      <input type="hidden" name="page" value={page} />
      <div>
        <Label htmlFor="contacto-nombre" text={name.label} required={name.required} />
        <input id="contacto-nombre" name={name.name} type="text" autoComplete="name" required maxLength={name.maxLength} placeholder={name.placeholder} className={fieldClass} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <Label htmlFor="contacto-telefono" text={phone.label} required={phone.required} />
          <input id="contacto-telefono" name={phone.name} type="tel" autoComplete="tel" inputMode="tel" required maxLength={phone.maxLength} placeholder={phone.placeholder} className={fieldClass} />
        </div>
        <div>
          <Label htmlFor="contacto-correo" text={email.label} required={email.required} />
          <input id="contacto-correo" name={email.name} type="email" autoComplete="email" required maxLength={email.maxLength} placeholder={email.placeholder} className={fieldClass} />
        </div>
      </div>
      <div>
        <Label htmlFor="contacto-servicio" text={service.label} required={service.required} />
        <select id="contacto-servicio" name={service.name} defaultValue="" className={`${fieldClass} appearance-auto`}>
          <option value="">{formSection.servicePlaceholder}</option>
          {serviceOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <Label htmlFor="contacto-mensaje" text={message.label} required={message.required} />
        <textarea id="contacto-mensaje" name={message.name} rows={4} required maxLength={message.maxLength} placeholder={message.placeholder} className={fieldClass} />
      </div>
      {/* Honeypot: off-screen and hidden from assistive technology; people never fill it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label htmlFor="contacto-sitio">{honeypotField.label}</label>
        <input id="contacto-sitio" name={honeypotField.name} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <p id="nota-formulario" className="text-sm text-muted">
        {formSection.note}
      </p>
      {privacyNote}
      <SubmitButton busy={delivery.isPending} disabled={!hydrated && !contactEndpoint} />
    </form>
  );
}
