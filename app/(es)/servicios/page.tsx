import { JsonLd } from '@/components/seo/json-ld';
import { serviceProcedureNodes } from '@/lib/structured-data/services';
import { ButtonLink } from '@/components/ui/button-link';
import { CtaBand } from '@/components/sections/cta-band';
import { FaqSection } from '@/components/sections/faq-section';
import { FeaturedSpecialties } from '@/components/sections/featured-specialties';
import { PageHero } from '@/components/sections/page-hero';
import { ServiceGroupSection } from '@/components/sections/service-group-section';
import { actions } from '@/lib/practice-links';
import { servicesFaq } from '@/content/faqs';
import { pageSeo } from '@/content/seo';
import { clinicalServices, preventiveServices, surgicalServices } from '@/content/services';
import { servicesClosing, servicesHero } from '@/content/services-page';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata = pageMetadata(pageSeo.services);

export default function ServicesPage() {
  return (
    <>
      <JsonLd page={pageSeo.services} nodes={serviceProcedureNodes()} />
      <PageHero
        hero={servicesHero}
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
      <ServiceGroupSection group={clinicalServices} />
      <ServiceGroupSection group={surgicalServices} tone="surface" />
      <ServiceGroupSection group={preventiveServices} />
      <FeaturedSpecialties showAllServices={false} />
      <FaqSection faq={servicesFaq} />
      <CtaBand
        title={servicesClosing.title}
        lead={servicesClosing.lead}
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
