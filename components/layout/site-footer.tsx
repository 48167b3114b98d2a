import { Mail, MapPin, Phone } from '@/components/ui/lucide';
import { actionText, mainPhoneDisplay, secondPhoneDisplay } from '@/content/actions';
import { emailHref, mainPhoneHref, secondPhoneHref, whatsappLink } from '@/lib/practice-links';
import { footerText } from '@/content/footer';
import { mainNavigation } from '@/content/navigation';
import { hospitalPractice, practice } from '@/content/practice';
import { privacyLink } from '@/content/privacy';
import { profileLinks } from '@/content/profiles';
import { footerServices } from '@/content/services';
import type { NavItem } from '@/content/types';
import { servicePath } from '@/lib/urls';
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
function FooterIntro() {
  return (
    <div className="space-y-4">
      <p className="text-lg font-semibold">{practice.doctor.name}</p>
      <p className="text-sm text-white/80">{footerText.tagline}</p>
      <ButtonLink href={whatsappLink('pie de página')} variant="whatsapp" size="sm" external>
        {actionText.whatsapp}
      </ButtonLink>
    </div>
  );
}

/** The phones and the e-mail address, then the practice's profiles. */
function FooterContact() {
  return (
    <FooterColumn id="footer-contact" title={footerText.contactTitle}>
      <ul className="space-y-1 text-white/80">
        <li>
          <a href={mainPhoneHref} className={`${footerLink} gap-2`}>
            <Phone aria-hidden="true" className="size-4" /> {mainPhoneDisplay}
          </a>
        </li>
        <li>
          <a href={secondPhoneHref} className={`${footerLink} gap-2`}>
            <Phone aria-hidden="true" className="size-4" /> {secondPhoneDisplay}
          </a>
        </li>
        <li>
          <a href={emailHref} className={`${footerLink} gap-2`}>
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            <span className="min-w-0">
              <EmailText email={practice.email} />
            </span>
          </a>
        </li>
      </ul>
      <ProfileLinks links={profileLinks} className={footerLink} />
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
function FooterPlaces() {
  return (
    <FooterBlock title={footerText.locationsTitle}>
      <ul className="space-y-3">
        {practice.practices.map((place) => (
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
function FooterHospitalHours() {
  return (
    <div>
      <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">
        {footerText.hospitalHoursTitle}
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
function FooterBottom() {
  const buildYear = new Date().getFullYear();
  return (
    <div className="border-t border-white/15">
      <div className="mx-auto flex max-w-content flex-col gap-2 px-5 py-6 text-sm text-white/75 sm:flex-row sm:items-center sm:justify-between sm:px-8">
        <p>
          © <CurrentYear buildYear={buildYear} /> {practice.doctor.name}. {footerText.rights}
        </p>
        <a href={privacyLink.href} className={footerLink}>
          {privacyLink.label}
        </a>
      </div>
    </div>
  );
}

/** Footer of every page: links, services, contact, practices, hours and the credentials line. */
export function SiteFooter() {
  return (
    <footer className="render-near-viewport bg-ink text-white">
      <HydrateLater>
        <div className="mx-auto grid max-w-content gap-10 px-5 py-14 sm:grid-cols-2 sm:px-8 lg:grid-cols-4">
          <FooterIntro />
          <FooterColumn id="footer-nav" title={footerText.navigationTitle}>
            <nav aria-labelledby="footer-nav">
              <FooterLinks items={mainNavigation} />
            </nav>
          </FooterColumn>
          <FooterColumn id="footer-services" title={footerText.servicesTitle}>
            <FooterLinks
              items={footerServices.map((service) => ({
                label: service.shortTitle,
                href: servicePath(service.slug),
              }))}
            />
          </FooterColumn>
          <FooterContact />
        </div>
        <div className="mx-auto grid max-w-content gap-8 border-t border-white/15 px-5 py-10 text-sm text-white/80 sm:grid-cols-2 sm:px-8 lg:grid-cols-3">
          <FooterPlaces />
          <FooterHospitalHours />
          <FooterBlock title={footerText.credentialsTitle}>
            <LicenceLine />
          </FooterBlock>
        </div>
        <FooterBottom />
      </HydrateLater>
    </footer>
  );
}
