import { ArrowRight } from '@/components/ui/lucide';
import { actionTextIn } from '@/content/actions';
import { actionsIn } from '@/lib/practice-links';
import { featuredSectionIn, featuredSpecialties } from '@/content/featured';
import type { Locale } from '@/lib/locale';
import { Card } from '../ui/card';
import { ButtonLink } from '../ui/button-link';
import { IconBadge } from '../ui/icon';
import { Section, SectionHeading } from '../ui/section';

/** 'Especialidades Destacadas': three cards linking to their service, plus the all-services button. */
export function FeaturedSpecialties({
  locale,
  showAllServices = true,
  tone = 'surface',
}: {
  locale: Locale;
  showAllServices?: boolean;
  tone?: 'white' | 'surface';
}) {
  const featuredSection = featuredSectionIn[locale];
  const actionText = actionTextIn[locale];
  const actions = actionsIn[locale];
  return (
    <Section tone={tone} labelledBy="especialidades-destacadas">
      <SectionHeading
        id="especialidades-destacadas"
        title={featuredSection.title}
        intro={featuredSection.intro}
      />
      <ul className="grid gap-5 md:grid-cols-3">
        {featuredSpecialties(locale).map((specialty) => (
          <Card as="li" key={specialty.id} className="flex flex-col gap-4">
            <IconBadge name={specialty.icon} />
            <h3 className="text-xl">{specialty.title}</h3>
            <p className="flex-1 text-muted">{specialty.description}</p>
            <ButtonLink
              href={specialty.path}
              variant="secondary"
              size="sm"
              className="self-start"
              ariaLabel={`${actionText.moreInfo}: ${specialty.title}`}
            >
              {actionText.moreInfo}
              {/* The visible text stays as docs/product.md quotes it. Search engines read the link's text, not
                  its aria-label (Lighthouse's link-text audit flags a bare 'Más Información'). */}
              <span className="sr-only">: {specialty.title}</span>
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
          </Card>
        ))}
      </ul>
      {showAllServices ? (
        <div className="mt-10 flex justify-center">
          <ButtonLink href={actions.allServices.href}>{actions.allServices.label}</ButtonLink>
        </div>
      ) : null}
    </Section>
  );
}
