import { JsonLd } from '@/components/seo/json-ld';
import { ButtonLink } from '@/components/ui/button-link';
import { Section, SectionHeading } from '@/components/ui/section';
import { DoctorCard } from '@/components/sections/doctor-card';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { FeaturedSpecialties } from '@/components/sections/featured-specialties';
import { PageHero } from '@/components/sections/page-hero';
import { Philosophy } from '@/components/sections/philosophy';
import { ServicesOverview } from '@/components/sections/services-overview';
import { Testimonials } from '@/components/sections/testimonials';
import { profilesText, reviewUrl } from '@/content/profiles';
import { actions } from '@/lib/practice-links';
import { certifications } from '@/content/credentials';
import {
  certificationsSection,
  homeHero,
  homeHeroHighlights,
  servicesOverview,
} from '@/content/home';
import { pageSeo } from '@/content/seo';
import { serviceGroups } from '@/content/services';
import { statistics } from '@/content/statistics';
import { testimonials } from '@/content/testimonials';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata = pageMetadata(pageSeo.home);

export default function HomePage() {
  return (
    <>
      <JsonLd page={pageSeo.home} />
      <PageHero
        hero={homeHero}
        highlights={homeHeroHighlights}
        aside={<DoctorCard />}
        actions={
          <>
            <ButtonLink href={actions.bookAppointment.href} size="lg">
              {actions.bookAppointment.label}
            </ButtonLink>
            <ButtonLink href={actions.callNow.href} variant="secondary" size="lg">
              {actions.callNow.label}
            </ButtonLink>
          </>
        }
      />
      <ServicesOverview heading={servicesOverview} groups={serviceGroups} />
      <FeaturedSpecialties />
      <Testimonials
        testimonials={testimonials}
        statistics={statistics}
        review={reviewUrl ? { href: reviewUrl, label: profilesText.review } : null}
      />
      <Section tone="surface" labelledBy="certificaciones">
        <SectionHeading id="certificaciones" {...certificationsSection} />
        <FeatureGrid items={certifications} columns={4} />
      </Section>
      <Philosophy />
    </>
  );
}
