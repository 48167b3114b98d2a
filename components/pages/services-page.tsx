import { JsonLd } from '@/components/seo/json-ld';
import { serviceProcedureNodes } from '@/lib/structured-data/services';
import { ButtonLink } from '@/components/ui/button-link';
import { CtaBand } from '@/components/sections/cta-band';
import { FaqSection } from '@/components/sections/faq-section';
import { FeaturedSpecialties } from '@/components/sections/featured-specialties';
import { PageHero } from '@/components/sections/page-hero';
import { ServiceGroupSection } from '@/components/sections/service-group-section';
import { servicesFaqIn } from '@/content/faqs';
import { seoIn } from '@/content/seo';
import { serviceGroupsIn, servicesIn } from '@/content/services';
import { servicesClosingIn, servicesHeroIn } from '@/content/services-page';
import type { Locale } from '@/lib/locale';
import { actionsIn } from '@/lib/practice-links';

/** Servicios / Services: every service by group, the featured ones, questions, and the calls. */
export function ServicesPage({ locale }: { locale: Locale }) {
  const [clinicalServices, surgicalServices, preventiveServices] = serviceGroupsIn[locale];
  const actions = actionsIn[locale];
  const closing = servicesClosingIn[locale];
  return (
    <>
      <JsonLd
        page={seoIn[locale].pages.services}
        nodes={serviceProcedureNodes(servicesIn[locale], locale)}
      />
      <PageHero
        hero={servicesHeroIn[locale]}
        actions={
          <>
            <ButtonLink href={actions.bookConsultation.href} size="lg">
              {actions.bookConsultation.label}
            </ButtonLink>
            <ButtonLink href={actions.callForQuote.href} variant="secondary" size="lg">
              {actions.callForQuote.label}
            </ButtonLink>
          </>
        }
      />
      <ServiceGroupSection group={clinicalServices} locale={locale} />
      <ServiceGroupSection group={surgicalServices} tone="surface" locale={locale} />
      <ServiceGroupSection group={preventiveServices} locale={locale} />
      <FeaturedSpecialties locale={locale} showAllServices={false} />
      <FaqSection faq={servicesFaqIn[locale]} />
      <CtaBand
        title={closing.title}
        lead={closing.lead}
        actions={
          <>
            <ButtonLink href={actions.callWithNumber.href} variant="inverse" size="lg">
              {actions.callWithNumber.label}
            </ButtonLink>
            <ButtonLink href={actions.bookOnline.href} variant="inverse-outline" size="lg">
              {actions.bookOnline.label}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
