import { JsonLd } from '@/components/seo/json-ld';
import { BeforeVisit } from '@/components/contact/before-visit';
import { ContactForm, type ContactFormText } from '@/components/contact/contact-form';
import { ContactFormFields } from '@/components/contact/contact-form-fields';
import { ContactMethods } from '@/components/contact/contact-methods';
import { FormPrivacyNote } from '@/components/contact/form-privacy-note';
import { OtherRoutes } from '@/components/contact/other-routes';
import { PracticeCard } from '@/components/contact/practice-card';
import { UrgencyBanner } from '@/components/contact/urgency-banner';
import { ButtonLink } from '@/components/ui/button-link';
import { HydrateLater } from '@/components/ui/hydrate-later';
import { Section, SectionHeading } from '@/components/ui/section';
import { FaqSection } from '@/components/sections/faq-section';
import { PageHero } from '@/components/sections/page-hero';
import { actionTextIn } from '@/content/actions';
import {
  contactHeroIn,
  contactMethodsLabelIn,
  contactOriginIn,
  formSectionIn,
  formSubmitLabelsIn,
  practicesSectionIn,
} from '@/content/contact';
import { draftTextIn } from '@/content/contact-draft';
import { formStatusIn } from '@/content/contact-status';
import { contactFaqIn } from '@/content/faqs';
import { shellTextIn } from '@/content/navigation';
import { openNowTextIn } from '@/content/open-now';
import { practiceIn } from '@/content/practice';
import { formPrivacyTexts } from '@/content/privacy';
import { seoIn } from '@/content/seo';
import { visitCardsIn, visitSectionIn } from '@/content/visit';
import { closedSpansIn } from '@/lib/closure-notices';
import type { Locale } from '@/lib/locale';
import { weekTexts, zoneOffsets } from '@/lib/open-now';
import { openStatusTextIn } from '@/lib/open-now-text';
import { PAGE_PATHS } from '@/lib/page-paths';
import { actionsIn, BOOKING_ANCHOR, contactRoutes, whatsappLink } from '@/lib/practice-links';

/**
 * The practice's facts this page shows, read from their adapters here and nowhere else on the
 * page: the practices (address, hours, features, photos) with their open-now badges, «Antes de tu
 * visita», the contact questions and the form's short privacy notice. The components below take
 * them as props, so each language's adapters are chosen in this one place.
 */
function practiceFacts(locale: Locale) {
  return {
    places: practiceIn[locale].practices.map((place) => ({
      place,
      openNow: {
        offsets: zoneOffsets(place.timeZone, new Date()),
        pieces: weekTexts(place.openingHours, openStatusTextIn[locale]),
        openText: openNowTextIn[locale].open,
        closures: closedSpansIn(place.id, locale),
      },
    })),
    visit: { heading: visitSectionIn[locale], cards: visitCardsIn[locale] },
    faq: contactFaqIn[locale],
    privacy: formPrivacyTexts[locale],
  };
}

/** What the form's browser code says: the page's language only, handed over as a prop. */
function formText(locale: Locale): ContactFormText {
  return {
    submit: formSubmitLabelsIn[locale],
    draft: draftTextIn[locale],
    toasts: { ...formStatusIn[locale], newTabHint: shellTextIn[locale].newTabHint },
  };
}

/** The form beside the other routes and the urgency banner. */
function BookingSection({
  locale,
  privacy,
}: {
  locale: Locale;
  privacy: (typeof formPrivacyTexts)[Locale];
}) {
  const section = formSectionIn[locale];
  return (
    <Section
      id={BOOKING_ANCHOR}
      labelledBy="formulario-titulo"
      className="scroll-mt-16"
      hydrateFirst
    >
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)] lg:gap-14">
        <div className="rounded-card border border-line bg-white p-6 shadow-card sm:p-9">
          <SectionHeading
            id="formulario-titulo"
            eyebrow={section.eyebrow}
            title={section.title}
            intro={section.intro}
            align="left"
          />
          <ContactForm
            routes={contactRoutes(locale)}
            privacyNote={<FormPrivacyNote text={privacy} href={PAGE_PATHS.privacy[locale]} />}
            text={formText(locale)}
          >
            <ContactFormFields page={PAGE_PATHS.contact[locale]} locale={locale} />
          </ContactForm>
        </div>
        <div className="space-y-6">
          <OtherRoutes locale={locale} />
          <UrgencyBanner locale={locale} />
        </div>
      </div>
    </Section>
  );
}

/** The contact page in `locale`: hero, the ways to reach the practice, the form, the practices, the visit and its questions. */
export function ContactPage({ locale }: { locale: Locale }) {
  const facts = practiceFacts(locale);
  const actions = actionsIn[locale];
  const practicesSection = practicesSectionIn[locale];
  return (
    <>
      <JsonLd page={seoIn[locale].pages.contact} />
      <PageHero
        hero={contactHeroIn[locale]}
        actions={
          <>
            <ButtonLink href={actions.callNowContact.href} size="lg">
              {actions.callNowContact.label}
            </ButtonLink>
            <ButtonLink
              href={whatsappLink(locale, contactOriginIn[locale].page)}
              variant="whatsapp"
              size="lg"
              external={locale}
            >
              {actionTextIn[locale].whatsapp}
            </ButtonLink>
          </>
        }
      />
      <section
        aria-label={contactMethodsLabelIn[locale]}
        className="relative z-10 -mt-6 px-5 sm:-mt-10 sm:px-8"
      >
        <HydrateLater>
          <div className="mx-auto max-w-content">
            <ContactMethods locale={locale} />
          </div>
        </HydrateLater>
      </section>
      <BookingSection locale={locale} privacy={facts.privacy} />
      <Section tone="surface" labelledBy="consultorios">
        <SectionHeading
          id="consultorios"
          eyebrow={practicesSection.eyebrow}
          title={practicesSection.title}
        />
        <div className="grid gap-6 lg:grid-cols-2">
          {facts.places.map(({ place, openNow }) => (
            <PracticeCard key={place.id} place={place} openNow={openNow} locale={locale} />
          ))}
        </div>
      </Section>
      <BeforeVisit heading={facts.visit.heading} cards={facts.visit.cards} />
      <FaqSection faq={facts.faq} tone="surface" />
    </>
  );
}
