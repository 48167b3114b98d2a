import { JsonLd } from '@/components/seo/json-ld';
import { ButtonLink } from '@/components/ui/button-link';
import { Section, SectionHeading } from '@/components/ui/section';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { PageHero } from '@/components/sections/page-hero';
import { PortraitWithRings } from '@/components/sections/portrait-with-rings';
import { PhilosophyQuote } from '@/components/sections/philosophy-quote';
import { Timeline } from '@/components/sections/timeline';
import {
  aboutHero,
  membershipsSection,
  philosophyQuote,
  timeline,
  timelineSection,
  values,
  valuesSection,
} from '@/content/about';
import { actions } from '@/lib/practice-links';
import { memberships } from '@/content/credentials';
import { pageSeo } from '@/content/seo';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata = pageMetadata(pageSeo.about);

export default function AboutPage() {
  return (
    <>
      <JsonLd page={pageSeo.about} />
      <PageHero
        hero={aboutHero}
        aside={<PortraitWithRings />}
        backgroundMotif={false}
        actions={
          <ButtonLink href={actions.bookConsultation.href} size="lg">
            {actions.bookConsultation.label}
          </ButtonLink>
        }
      />
      <PhilosophyQuote text={philosophyQuote.text} author={philosophyQuote.author} />
      <Section tone="surface" labelledBy="trayectoria">
        <SectionHeading id="trayectoria" {...timelineSection} />
        <Timeline entries={timeline} />
      </Section>
      <Section labelledBy="valores">
        <SectionHeading id="valores" {...valuesSection} />
        <FeatureGrid items={values} />
      </Section>
      <Section tone="surface" labelledBy="membresias">
        <SectionHeading id="membresias" {...membershipsSection} />
        <div className="mx-auto max-w-4xl">
          <FeatureGrid items={memberships} columns={2} />
        </div>
      </Section>
    </>
  );
}
