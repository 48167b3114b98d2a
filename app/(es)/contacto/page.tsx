import { JsonLd } from '@/components/seo/json-ld';
import { BeforeVisit } from '@/components/contact/before-visit';
import { ContactForm } from '@/components/contact/contact-form';
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
import { actionText } from '@/content/actions';
import {
  contactHero,
  contactMethods,
  formSection,
  formSubmitLabels,
  practicesSection,
} from '@/content/contact';
import { actions, BOOKING_ANCHOR, contactRoutes, whatsappLink } from '@/lib/practice-links';
import { practice } from '@/content/practice';
import { contactFaq } from '@/content/faqs';
import { visitCards, visitSection } from '@/content/visit';
import { pageSeo } from '@/content/seo';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata = pageMetadata(pageSeo.contact);

export default function ContactPage() {
  return (
    <>
      <JsonLd page={pageSeo.contact} />
      <PageHero
        hero={contactHero}
        actions={
          <>
            <ButtonLink href={actions.callNowContact.href} size="lg">
              {actions.callNowContact.label}
            </ButtonLink>
            <ButtonLink href={whatsappLink('Contacto')} variant="whatsapp" size="lg" external>
              {actionText.whatsapp}
            </ButtonLink>
          </>
        }
      />
      <section
        aria-label="Medios de contacto"
        className="relative z-10 -mt-6 px-5 sm:-mt-10 sm:px-8"
      >
        <HydrateLater>
          <div className="mx-auto max-w-content">
            <ContactMethods methods={contactMethods} />
          </div>
        </HydrateLater>
      </section>
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
              eyebrow={formSection.eyebrow}
              title={formSection.title}
              intro={formSection.intro}
              align="left"
            />
            <ContactForm
              routes={contactRoutes}
              privacyNote={<FormPrivacyNote />}
              labels={formSubmitLabels}
            >
              <ContactFormFields page={pageSeo.contact.path} />
            </ContactForm>
          </div>
          <div className="space-y-6">
            <OtherRoutes />
            <UrgencyBanner />
          </div>
        </div>
      </Section>
      <Section tone="surface" labelledBy="consultorios">
        <SectionHeading
          id="consultorios"
          eyebrow={practicesSection.eyebrow}
          title={practicesSection.title}
        />
        <div className="grid gap-6 lg:grid-cols-2">
          {practice.practices.map((place) => (
            <PracticeCard key={place.id} place={place} />
          ))}
        </div>
      </Section>
      <BeforeVisit heading={visitSection} cards={visitCards} />
      <FaqSection faq={contactFaq} tone="surface" />
    </>
  );
}
