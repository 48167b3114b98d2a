import { MessageCircle, Phone } from '@/components/ui/lucide';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { JsonLd } from '@/components/seo/json-ld';
import { CtaBand } from '@/components/sections/cta-band';
import { FaqSection } from '@/components/sections/faq-section';
import { PageHero } from '@/components/sections/page-hero';
import { RelatedServices } from '@/components/services/related-services';
import { ServiceSections } from '@/components/services/service-sections';
import { ServiceUrgentNote } from '@/components/services/service-urgent-note';
import { ServiceWhere } from '@/components/services/service-where';
import { ButtonLink } from '@/components/ui/button-link';
import { Photo } from '@/components/ui/photo';
import { actionTextIn, phoneDisplayIn } from '@/content/actions';
import { actionsIn, mainPhoneHref } from '@/lib/practice-links';
import { formatLongDateIn } from '@/content/credentials';
import { mainNavigation } from '@/content/navigation';
import type { Locale } from '@/lib/locale';
import { practiceIn } from '@/content/practice';
import { HydrateLater } from '@/components/ui/hydrate-later';
import { seoIn } from '@/content/seo';
import {
  relatedServicesIn,
  serviceGroupIn,
  serviceLocations,
  type Service,
} from '@/content/services';
import { servicePageTextIn, serviceWhatsappGreetingIn } from '@/content/services-page';
import { doctorDaysIn } from '@/content/visit';
import { whatsappHref } from '@/lib/contact-links';
import type { PageVersions } from '@/lib/indexable-pages';
import { servicePageNodes } from '@/lib/structured-data/service-page';
import { serviceBookingHref } from '@/lib/practice-links';

/** The service's sections (after its urgent signs, when it has them) beside where it is offered. */
function ServiceBody({ service, locale }: { service: Service; locale: Locale }) {
  const text = servicePageTextIn[locale];
  const offeredAt = new Set(serviceLocations(service).map((place) => place.id));
  return (
    <HydrateLater>
      <div className="mx-auto grid max-w-content gap-10 px-5 pt-4 pb-14 sm:px-8 sm:pt-8 sm:pb-20 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-14">
        <div className="space-y-10">
          {service.urgentSigns ? (
            <ServiceUrgentNote
              title={text.urgentTitle}
              signs={service.urgentSigns}
              text={text.urgentText}
              fallback={text.urgentFallback}
              emergencyNumber={text.emergencyNumber}
              phone={phoneDisplayIn[locale].main}
            />
          ) : null}
          <ServiceSections sections={service.sections} />
          <p className="max-w-prose border-t border-line pt-6 text-sm text-muted">
            {text.reviewed(formatLongDateIn(service.reviewed, locale))}
          </p>
        </div>
        <div className="lg:sticky lg:top-24 lg:self-start">
          <ServiceWhere
            title={text.whereTitle}
            lead={text.whereLead}
            places={doctorDaysIn[locale]
              .filter((place) => offeredAt.has(place.id))
              .map((place) => ({
                ...place,
                photo:
                  practiceIn[locale].practices.find((location) => location.id === place.id)
                    ?.photo ?? null,
              }))}
            fee={service.fee ? { title: text.feeTitle, ...service.fee } : null}
          />
        </div>
      </div>
    </HydrateLater>
  );
}

/** The page's hero: the service's group, name and summary, its photo, and the two calls. */
function ServiceHero({
  service,
  locale,
  booking,
}: {
  service: Service;
  locale: Locale;
  booking: string;
}) {
  const actions = actionsIn[locale];
  const actionText = actionTextIn[locale];
  return (
    <PageHero
      hero={{
        eyebrow: serviceGroupIn(locale, service).eyebrow,
        title: service.title,
        lead: service.summary,
      }}
      aside={
        service.image ? (
          <Photo
            photo={service.image}
            slot="serviceHero"
            className="aspect-[4/3] h-auto w-full rounded-[1.75rem] object-cover shadow-lift"
          />
        ) : undefined
      }
      actions={
        <>
          <ButtonLink href={booking} size="lg">
            {actions.bookConsultation.label}
          </ButtonLink>
          <ButtonLink href={mainPhoneHref} variant="secondary" size="lg">
            <Phone aria-hidden="true" className="size-5" />
            {actionText.call}
          </ButtonLink>
        </>
      }
    />
  );
}

/**
 * One service's page in a language: what it is, for whom, how it goes, preparation, recovery,
 * limits and risks, where, its questions and related services. `service` is its record in the
 * page's language, `spanish` its Spanish one (the structured data names the service once, by it),
 * `versions` its page in each language it is published in.
 */
export function ServicePage({
  service,
  spanish,
  versions,
  locale,
}: {
  service: Service;
  spanish: Service;
  versions: PageVersions;
  locale: Locale;
}) {
  const actions = actionsIn[locale];
  const actionText = actionTextIn[locale];
  const seo = versions[locale]!;
  const text = servicePageTextIn[locale];
  const booking = serviceBookingHref(locale, service.formOption);
  const whatsapp = whatsappHref(
    practiceIn[locale].phones.whatsapp,
    serviceWhatsappGreetingIn[locale](service.title),
  );
  const [home, , servicesCrumb] = mainNavigation(locale);
  return (
    <>
      <JsonLd
        nodes={servicePageNodes(spanish, seo, seoIn[locale].pages.services)}
        locale={locale}
      />
      <Breadcrumb
        label={text.breadcrumbLabel}
        trail={[home, servicesCrumb].filter((item) => item !== undefined)}
        current={service.title}
      />
      <ServiceHero service={service} locale={locale} booking={booking} />
      <ServiceBody service={service} locale={locale} />
      <FaqSection
        id="preguntas"
        tone="surface"
        faq={{
          eyebrow: text.faqEyebrow,
          title: text.faqTitle(service.shortTitle),
          intro: text.faqIntro,
          items: service.faqs,
        }}
      />
      <RelatedServices title={text.relatedTitle} services={relatedServicesIn(locale, service)} />
      <CtaBand
        title={text.closingTitle}
        lead={text.closingLead}
        actions={
          <>
            <ButtonLink href={booking} variant="inverse" size="lg">
              {actions.bookConsultation.label}
            </ButtonLink>
            <ButtonLink href={whatsapp} variant="inverse-outline" size="lg" external={locale}>
              <MessageCircle aria-hidden="true" className="size-5" />
              {actionText.whatsapp}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
