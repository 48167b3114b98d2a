import { Download, Mail, MessageCircle, Phone } from '@/components/ui/lucide';
import { phoneDisplayIn } from '@/content/actions';
import { emailHref, mainPhoneHref, whatsappLink } from '@/lib/practice-links';
import { contactOriginIn, otherRoutesIn } from '@/content/contact';
import { vcardPathIn } from '@/content/contact-card';
import type { Locale } from '@/lib/locale';
import { ButtonLink } from '../ui/button-link';

/**
 * Beside the form, server-rendered: WhatsApp, phone and e-mail work without JavaScript; the vCard
 * (in the page's language) saves the contact.
 */
export function OtherRoutes({ locale }: { locale: Locale }) {
  const otherRoutes = otherRoutesIn[locale];
  return (
    <aside
      aria-labelledby="otras-vias"
      className="rounded-card border border-line bg-surface p-5 sm:p-6"
    >
      <h2 id="otras-vias" className="text-lg font-semibold text-ink">
        {otherRoutes.title}
      </h2>
      <p className="mt-1 text-muted">{otherRoutes.intro}</p>
      <div className="mt-4 flex flex-col gap-3">
        <ButtonLink
          href={whatsappLink(locale, contactOriginIn[locale].form)}
          variant="whatsapp"
          size="md"
          external={locale}
        >
          <MessageCircle aria-hidden="true" className="size-5" />
          {otherRoutes.whatsapp}
        </ButtonLink>
        <ButtonLink
          href={mainPhoneHref}
          variant="secondary"
          size="md"
          ariaLabel={`${otherRoutes.call}: ${phoneDisplayIn[locale].main}`}
        >
          <Phone aria-hidden="true" className="size-5" />
          {otherRoutes.call} {phoneDisplayIn[locale].main}
        </ButtonLink>
        <ButtonLink href={emailHref(locale)} variant="secondary" size="md">
          <Mail aria-hidden="true" className="size-5" />
          {otherRoutes.email}
        </ButtonLink>
      </div>
      <p className="mt-5 border-t border-line pt-4 text-sm text-muted">
        <a
          href={vcardPathIn[locale]}
          download
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline"
        >
          <Download aria-hidden="true" className="size-4" />
          {otherRoutes.saveContact}
        </a>
        <span className="block">{otherRoutes.saveContactHint}</span>
      </p>
    </aside>
  );
}
