import { MapPin, MessageSquarePlus } from '@/components/ui/lucide';
import { testimonialsSectionIn } from '@/content/home';
import { shellTextIn } from '@/content/navigation';
import { HTML_LANG, type Locale } from '@/lib/locale';
import { testimonialsNoteIn } from '@/content/testimonials';
import type { Statistic, Testimonial } from '@/content/types';
import { Card } from '../ui/card';
import { Section, SectionHeading } from '../ui/section';
import { StarRating } from './star-rating';
import { StatisticsStrip } from './statistics-strip';

/** The language a patient wrote in: Spanish unless the practice marked it. */
const language = (testimonial: { language?: Locale }): Locale => testimonial.language ?? 'es';

// One element for every testimonial: the flight data carries it once (see check-list.tsx).
const LOCATION_PIN = <MapPin aria-hidden="true" className="size-3.5" />;

/** Testimonials with the practice's statistics. */
interface TestimonialsProps {
  locale: Locale;
  /** Each in the patient's own words; `language` when it is not Spanish. */
  testimonials: readonly (Testimonial & { language?: Locale })[];
  statistics: readonly Statistic[];
  /** Where patients leave a review (content/consultorio.yml: profiles.googleReview); no link when null. */
  review?: { href: string; label: string } | null;
}

export function Testimonials({
  locale,
  testimonials,
  statistics,
  review = null,
}: TestimonialsProps) {
  const testimonialsSection = testimonialsSectionIn[locale];
  return (
    <Section labelledBy="testimonios">
      <SectionHeading
        id="testimonios"
        eyebrow={testimonialsSection.eyebrow}
        title={testimonialsSection.title}
        intro={testimonialsSection.intro}
      />
      <StatisticsStrip items={statistics} locale={locale} />
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {testimonials.map((testimonial) => (
          <Card as="li" key={testimonial.id} className="flex flex-col gap-4">
            <figure className="flex h-full flex-col gap-4">
              <StarRating
                rating={testimonial.rating}
                label={testimonialsSection.ratingLabel(testimonial.rating)}
              />
              <blockquote
                className="flex-1 text-ink"
                lang={
                  language(testimonial) === locale ? undefined : HTML_LANG[language(testimonial)]
                }
              >
                <p>“{testimonial.text}”</p>
              </blockquote>
              <figcaption className="border-t border-line pt-4 text-sm">
                <span className="block font-semibold text-ink">{testimonial.name}</span>
                <span className="mt-0.5 flex items-center gap-1 text-muted">
                  {LOCATION_PIN} {testimonial.location}
                </span>
                {language(testimonial) === locale ? null : (
                  <span className="mt-0.5 block text-xs text-muted">
                    {testimonialsSection.writtenIn}
                  </span>
                )}
              </figcaption>
            </figure>
          </Card>
        ))}
      </ul>
      <p className="mx-auto mt-6 max-w-2xl text-center text-sm text-muted">
        {testimonialsNoteIn[locale]}
      </p>
      {review ? (
        <p className="mt-8 text-center">
          <a
            href={review.href}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline underline-offset-4"
          >
            <MessageSquarePlus aria-hidden="true" className="size-5" />
            {review.label}
            <span className="sr-only"> {shellTextIn[locale].newTabHint}</span>
          </a>
        </p>
      ) : null}
    </Section>
  );
}
