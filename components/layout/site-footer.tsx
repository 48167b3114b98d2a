import { Mail, MapPin, Phone } from '@/components/ui/lucide';
import { actionTextIn, phoneDisplayIn } from '@/content/actions';
import { emailHref, mainPhoneHref, secondPhoneHref, whatsappLink } from '@/lib/practice-links';

import { mainNavigation } from '@/content/navigation';
import { practiceIn } from '@/content/practice';
import { footerTextIn, privacyLinkIn } from '@/content/footer';
import { profileLinks } from '@/content/profiles';
import { footerServicesIn } from '@/content/services';
import type { NavItem } from '@/content/types';
import type { Locale } from '@/lib/locale';
import { ButtonLink } from '../ui/button-link';
import { EmailText } from '../ui/email-text';
import { HydrateLater } from '../ui/hydrate-later';
import { TimeText } from '../ui/time-text';
import { CurrentYear } from './current-year';
import { LicenceLine } from './licence-line';
import { ProfileLinks } from './profile-links';

const footerLink =
  'inline-flex min-h-11 items-center text-white/80 transition-colors hover:text-white sm:min-h-8';

function FooterLinks({ items }: { items: readonly NavItem[] }) {
  return (
    <ul className="space-y-1">
      {items.map((item) => (
        <li key={item.href}>
          <a href={item.href} className={footerLink}>
            {item.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

function FooterColumn({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <h2 id={id} className="mb-4 text-sm font-semibold tracking-wide text-white uppercase">
        {title}
      </h2>
      {children}
    </div>
  );
}

/** The doctor's name, the tagline and the WhatsApp button. */
function FooterIntro({ locale }: { locale: Locale }) {
  const footerText = footerTextIn[locale];
  return (
    <div className="space-y-4">
      <p className="text-lg font-semibold">{practiceIn[locale].doctor.name}</p>
      <p className="text-sm text-white/80">{footerText.tagline}</p>
      <ButtonLink
        href={whatsappLink(locale, footerText.whatsappOrigin)}
        variant="whatsapp"
        size="sm"
        external={locale}
      >
        {actionTextIn[locale].whatsapp}
      </ButtonLink>
    </div>
  );
}

/** The phones and the e-mail address, then the practice's profiles. */
function FooterContact({ locale }: { locale: Locale }) {
  return (
    <FooterColumn id="footer-contact" title={footerTextIn[locale].contactTitle}>
      <ul className="space-y-1 text-white/80">
        <li>
          <a href={mainPhoneHref} className={`${footerLink} gap-2`}>
            <Phone aria-hidden="true" className="size-4" /> {phoneDisplayIn[locale].main}
          </a>
        </li>
        <li>
          <a href={secondPhoneHref} className={`${footerLink} gap-2`}>
            <Phone aria-hidden="true" className="size-4" /> {phoneDisplayIn[locale].second}
          </a>
        </li>
        <li>
          <a href={emailHref(locale)} className={`${footerLink} gap-2`}>
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            <span className="min-w-0">
              <EmailText email={practiceIn[locale].email} />
            </span>
          </a>
        </li>
      </ul>
      <ProfileLinks links={profileLinks} className={footerLink} locale={locale} />
    </FooterColumn>
  );
}

/** A titled block of the footer's second row, around one element. */
function FooterBlock({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      {children}
    </div>
  );
}

/** Each practice's name and address. */
function FooterPlaces({ locale }: { locale: Locale }) {
  return (
    <FooterBlock title={footerTextIn[locale].locationsTitle}>
      <ul className="space-y-3">
        {practiceIn[locale].practices.map((place) => (
          <li key={place.id} className="flex gap-2">
            <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0" />
            <span>
              <span className="block font-medium text-white">{place.name}</span>
              {place.fullAddress}
            </span>
          </li>
        ))}
      </ul>
    </FooterBlock>
  );
}

/** The hospital practice's hours. */
function FooterHospitalHours({ locale }: { locale: Locale }) {
  const [hospitalPractice] = practiceIn[locale].practices;
  return (
    <div>
      <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">
        {footerTextIn[locale].hospitalHoursTitle}
      </h2>
      <p className="mb-2 font-medium text-white">{hospitalPractice.name}</p>
      <dl className="space-y-2">
        {hospitalPractice.schedule.map((line) => (
          <div key={line.days}>
            <dt className="font-medium text-white">{line.days}</dt>
            <dd>
              <TimeText text={line.hours} />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The copyright line and the privacy notice's link. */
function FooterBottom({ locale }: { locale: Locale }) {
  const buildYear = new Date().getFullYear();
  return (
    <div className="border-t border-white/15">
      <div className="mx-auto flex max-w-content flex-col gap-2 px-5 py-6 text-sm text-white/75 sm:flex-row sm:items-center sm:justify-between sm:px-8">
        <p>
          © <CurrentYear buildYear={buildYear} /> {practiceIn[locale].doctor.name}.{' '}
          {footerTextIn[locale].rights}
        </p>
        <a href={privacyLinkIn[locale].href} className={footerLink}>
          {privacyLinkIn[locale].label}
        </a>
      </div>
    </div>
  );
}

/** Footer of every page: links, services, contact, practices, hours and the credentials line. */
export function SiteFooter({ locale }: { locale: Locale }) {
  const footerText = footerTextIn[locale];
  return (
    <footer className="render-near-viewport bg-ink text-white">
      <HydrateLater>
        <div className="mx-auto grid max-w-content gap-10 px-5 py-14 sm:grid-cols-2 sm:px-8 lg:grid-cols-4">
          <FooterIntro locale={locale} />
          <FooterColumn id="footer-nav" title={footerText.navigationTitle}>
            <nav aria-labelledby="footer-nav">
              <FooterLinks items={mainNavigation(locale)} />
            </nav>
          </FooterColumn>
          <FooterColumn id="footer-services" title={footerText.servicesTitle}>
            <FooterLinks
              items={footerServicesIn[locale].map((service) => ({
                label: service.shortTitle,
                href: service.path,
              }))}
            />
          </FooterColumn>
          <FooterContact locale={locale} />
        </div>
        <div className="mx-auto grid max-w-content gap-8 border-t border-white/15 px-5 py-10 text-sm text-white/80 sm:grid-cols-2 sm:px-8 lg:grid-cols-3">
          <FooterPlaces locale={locale} />
          <FooterHospitalHours locale={locale} />
          <FooterBlock title={footerText.credentialsTitle}>
            <LicenceLine locale={locale} />
          </FooterBlock>
        </div>
        <FooterBottom locale={locale} />
      </HydrateLater>
    </footer>
  );
}
