import { emailHref, mainPhoneHref, secondPhoneHref, whatsappLink } from '@/lib/practice-links';
import { contactMethodsIn, contactOriginIn, copyEmailTextIn } from '@/content/contact';
import { shellTextIn } from '@/content/navigation';
import { practice } from '@/content/practice';
import type { ContactMethod } from '@/content/types';
import type { Locale } from '@/lib/locale';
import { Card } from '../ui/card';
import { EmailText } from '../ui/email-text';
import { IconBadge } from '../ui/icon';
import { Copy } from '../ui/lucide';
import { CopyEmailButton } from './copy-email-button';

const linkClass = 'font-semibold text-primary underline-offset-4 hover:underline';

/** The link each method's values lead to: phones, WhatsApp chat, e-mail. */
function MethodValues({ method, locale }: { method: ContactMethod; locale: Locale }) {
  switch (method.id) {
    case 'telefono':
      return (
        <>
          <a href={mainPhoneHref} className={`${linkClass} text-lg`}>
            {method.primaryValue}
          </a>
          <a href={secondPhoneHref} className={linkClass}>
            {method.secondaryValue}
          </a>
        </>
      );
    case 'whatsapp':
      return (
        <>
          <a
            href={whatsappLink(locale, contactOriginIn[locale].page)}
            target="_blank"
            rel="noopener noreferrer"
            className={`${linkClass} text-lg`}
          >
            {method.primaryValue}
            <span className="sr-only"> {shellTextIn[locale].newTabHint}</span>
          </a>
          <span className="text-muted">{method.secondaryValue}</span>
        </>
      );
    case 'correo':
      return (
        <>
          <span className="flex items-center gap-1">
            <a href={emailHref(locale)} className={`${linkClass} min-w-0`}>
              <EmailText email={method.primaryValue} />
            </a>
            <CopyEmailButton
              email={practice.email}
              labels={copyEmailTextIn[locale]}
              icon={<Copy className="size-5" />}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-primary transition-colors hover:bg-primary-soft"
            />
          </span>
          <span className="text-muted">{method.secondaryValue}</span>
        </>
      );
  }
}

/** Contact page: phone, WhatsApp and e-mail as three cards, in the page's language. */
export function ContactMethods({ locale }: { locale: Locale }) {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {contactMethodsIn[locale].map((method) => (
        <Card as="li" key={method.id} className="flex gap-4 p-5 sm:p-6">
          <IconBadge name={method.icon} />
          <div className="flex min-w-0 flex-col gap-1">
            <h2 className="text-base font-semibold text-ink">{method.title}</h2>
            <MethodValues method={method} locale={locale} />
            <p className="mt-1 text-sm text-muted">{method.description}</p>
          </div>
        </Card>
      ))}
    </ul>
  );
}
