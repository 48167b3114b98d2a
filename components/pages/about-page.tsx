import { JsonLd } from '@/components/seo/json-ld';
import { ButtonLink } from '@/components/ui/button-link';
import { Section, SectionHeading } from '@/components/ui/section';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { PageHero } from '@/components/sections/page-hero';
import { PortraitWithRings } from '@/components/sections/portrait-with-rings';
import { PhilosophyQuote } from '@/components/sections/philosophy-quote';
import { Timeline } from '@/components/sections/timeline';
import {
  aboutHeroIn,
  membershipsSectionIn,
  philosophyQuoteIn,
  timeline,
  timelineSectionIn,
  valuesIn,
  valuesSectionIn,
} from '@/content/about';
import { membershipsIn } from '@/content/credentials';
import { seoIn } from '@/content/seo';
import type { Locale } from '@/lib/locale';
import { actionsIn } from '@/lib/practice-links';

/** Sobre Mí / About: the doctor's story, training, values and memberships. */
export function AboutPage({ locale }: { locale: Locale }) {
  const booking = actionsIn[locale].bookConsultation;
  const quote = philosophyQuoteIn[locale];
  return (
    <>
      <JsonLd page={seoIn[locale].pages.about} />
      <PageHero
        hero={aboutHeroIn[locale]}
        aside={<PortraitWithRings locale={locale} />}
        backgroundMotif={false}
        actions={
          <ButtonLink href={booking.href} size="lg">
            {booking.label}
          </ButtonLink>
        }
      />
      <PhilosophyQuote text={quote.text} author={quote.author} />
      <Section tone="surface" labelledBy="trayectoria">
        <SectionHeading id="trayectoria" {...timelineSectionIn[locale]} />
        <Timeline entries={timeline(locale)} locale={locale} />
      </Section>
      <Section labelledBy="valores">
        <SectionHeading id="valores" {...valuesSectionIn[locale]} />
        <FeatureGrid items={valuesIn[locale]} />
      </Section>
      <Section tone="surface" labelledBy="membresias">
        <SectionHeading id="membresias" {...membershipsSectionIn[locale]} />
        <div className="mx-auto max-w-4xl">
          <FeatureGrid items={membershipsIn[locale]} columns={2} />
        </div>
      </Section>
    </>
  );
}
