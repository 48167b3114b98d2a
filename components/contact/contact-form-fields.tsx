import { ChevronDown } from '@/components/ui/lucide';
import {
  contactPageNoteIn,
  formFieldsIn,
  formSectionIn,
  honeypotFieldIn,
  type ContactFormFieldText,
} from '@/content/contact';
import { serviceOptionsIn } from '@/content/service-options';
import { FIELD_WORDS_SCRIPT, SELECT_FROM_QUERY_SCRIPT } from '@/lib/inline-scripts';
import type { Locale } from '@/lib/locale';

const controlClass =
  'block w-full rounded-xl border border-line bg-white px-4 py-3 text-base text-ink shadow-sm transition-colors placeholder:text-muted/80 hover:border-primary/40 focus:border-primary focus:outline-2 focus:outline-offset-2 focus:outline-primary';
const fieldClass = `mt-2 ${controlClass}`;

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

interface TextFieldProps {
  id: string;
  field: ContactFormFieldText;
  type: 'text' | 'tel' | 'email';
  autoComplete: string;
  inputMode?: 'tel';
}

/**
 * A labelled single-line input, its limits taken from the field's content record, and the words
 * the form says when the browser refuses it (data-invalid, read by FIELD_WORDS_SCRIPT).
 */
function TextField({ id, field, type, autoComplete, inputMode }: TextFieldProps) {
  return (
    <div>
      <Label htmlFor={id} text={field.label} required={field.required} />
      <input
        id={id}
        name={field.name}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        required={field.required}
        maxLength={field.maxLength}
        placeholder={field.placeholder}
        data-invalid={field.invalid}
        className={fieldClass}
      />
    </div>
  );
}

/**
 * The contact form's fields, labels and note exactly as docs/product.md gives them, in the page's
 * language; server-rendered inside ContactForm. The English page's form also carries the note for
 * the practice (content/contact.ts: contactPageNoteIn), which a native post sends with the fields.
 */
export function ContactFormFields({ page, locale }: { page: string; locale: Locale }) {
  const { name, phone, email, service, message } = formFieldsIn(locale);
  const section = formSectionIn[locale];
  const honeypot = honeypotFieldIn[locale];
  const pageNote = contactPageNoteIn[locale];
  return (
    <>
      <input type="hidden" name="page" value={page} />
      {pageNote ? <input type="hidden" name="note" value={pageNote} /> : null}
      <TextField id="contacto-nombre" field={name} type="text" autoComplete="name" />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="contacto-telefono"
          field={phone}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
        />
        <TextField id="contacto-correo" field={email} type="email" autoComplete="email" />
      </div>
      <div>
        <Label htmlFor="contacto-servicio" text={service.label} required={service.required} />
        {/* The engine's own select looks different in each (a grey, taller button in WebKit,
            as on iPhones): drawn like the other fields, with the site's own chevron. */}
        <div className="relative mt-2">
          <select
            id="contacto-servicio"
            name={service.name}
            defaultValue=""
            className={`${controlClass} appearance-none pr-11`}
          >
            <option value="">{section.servicePlaceholder}</option>
            {serviceOptionsIn(locale).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-muted"
          />
          {/* Selects the option a service page's link names before the first paint; the form does
              the same once hydrated (ContactForm); without JavaScript the select starts empty. */}
          <script dangerouslySetInnerHTML={{ __html: SELECT_FROM_QUERY_SCRIPT }} />
        </div>
      </div>
      <div>
        <Label htmlFor="contacto-mensaje" text={message.label} required={message.required} />
        <textarea
          id="contacto-mensaje"
          name={message.name}
          rows={4}
          required
          maxLength={message.maxLength}
          placeholder={message.placeholder}
          data-invalid={message.invalid}
          className={fieldClass}
        />
        {/* Gives refused fields the page's words, from the first paint on (no script needed). */}
        <script dangerouslySetInnerHTML={{ __html: FIELD_WORDS_SCRIPT }} />
      </div>
      {/* Honeypot: off-screen and hidden from assistive technology; people never fill it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label htmlFor="contacto-sitio">{honeypot.label}</label>
        <input
          id="contacto-sitio"
          name={honeypot.name}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      <p id="nota-formulario" className="text-sm text-muted">
        {section.note}
      </p>
    </>
  );
}
