import { formFields, formSection, honeypotField } from '@/content/contact';
import { serviceOptions } from '@/content/services';

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

/** The contact form's fields, labels and note exactly as the spec gives them; server-rendered inside ContactForm. */
export function ContactFormFields({ page }: { page: string }) {
  const { name, phone, email, service, message } = formFields;
  return (
    <>
      <input type="hidden" name="page" value={page} />
      <div>
        <Label htmlFor="contacto-nombre" text={name.label} required={name.required} />
        <input
          id="contacto-nombre"
          name={name.name}
          type="text"
          autoComplete="name"
          required
          maxLength={name.maxLength}
          placeholder={name.placeholder}
          className={fieldClass}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <Label htmlFor="contacto-telefono" text={phone.label} required={phone.required} />
          <input
            id="contacto-telefono"
            name={phone.name}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
            maxLength={phone.maxLength}
            placeholder={phone.placeholder}
            className={fieldClass}
          />
        </div>
        <div>
          <Label htmlFor="contacto-correo" text={email.label} required={email.required} />
          <input
            id="contacto-correo"
            name={email.name}
            type="email"
            autoComplete="email"
            required
            maxLength={email.maxLength}
            placeholder={email.placeholder}
            className={fieldClass}
          />
        </div>
      </div>
      <div>
        <Label htmlFor="contacto-servicio" text={service.label} required={service.required} />
        <select
          id="contacto-servicio"
          name={service.name}
          defaultValue=""
          className={`${fieldClass} appearance-auto`}
        >
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
        <textarea
          id="contacto-mensaje"
          name={message.name}
          rows={4}
          required
          maxLength={message.maxLength}
          placeholder={message.placeholder}
          className={fieldClass}
        />
      </div>
      {/* Honeypot: off-screen and hidden from assistive technology; people never fill it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label htmlFor="contacto-sitio">{honeypotField.label}</label>
        <input
          id="contacto-sitio"
          name={honeypotField.name}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      <p id="nota-formulario" className="text-sm text-muted">
        {formSection.note}
      </p>
    </>
  );
}
