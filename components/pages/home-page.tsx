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
import { profilesTextIn, reviewUrl } from '@/content/profiles';
import { certificationsIn } from '@/content/credentials';
import {
  certificationsSectionIn,
  homeHeroHighlightsIn,
  homeHeroIn,
  servicesOverviewIn,
} from '@/content/home';
import { seoIn } from '@/content/seo';
import { serviceGroupsIn } from '@/content/services';
import { statisticsIn } from '@/content/statistics';
import { testimonialsWithLanguage } from '@/content/testimonials';
import type { Locale } from '@/lib/locale';
import { actionsIn } from '@/lib/practice-links';

/** Inicio / Home: who the doctor is, the services, the featured ones, testimonials, credentials. */
export function HomePage({ locale }: { locale: Locale }) {
  const actions = actionsIn[locale];
  return (
    <>
      <JsonLd page={seoIn[locale].pages.home} />
      <PageHero
        hero={homeHeroIn[locale]}
        highlights={homeHeroHighlightsIn[locale]}
        aside={<DoctorCard locale={locale} />}
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
      <ServicesOverview heading={servicesOverviewIn[locale]} groups={serviceGroupsIn[locale]} />
      <FeaturedSpecialties locale={locale} />
      <Testimonials
        locale={locale}
        testimonials={testimonialsWithLanguage}
        statistics={statisticsIn[locale]}
        review={reviewUrl ? { href: reviewUrl, label: profilesTextIn[locale].review } : null}
      />
      <Section tone="surface" labelledBy="certificaciones">
        <SectionHeading id="certificaciones" {...certificationsSectionIn[locale]} />
        <FeatureGrid items={certificationsIn[locale]} columns={4} />
      </Section>
      <Philosophy locale={locale} />
    </>
  );
}
