import { MapPin, MessageSquarePlus } from '@/components/ui/lucide';
import { testimonialsSectionIn } from '@/content/home';
import { shellTextIn } from '@/content/navigation';
import type { Locale } from '@/lib/locale';
import { testimonialsNote } from '@/content/testimonials';
import type { Statistic, Testimonial } from '@/content/types';
import { Card } from '../ui/card';
import { Section, SectionHeading } from '../ui/section';
import { StarRating } from './star-rating';
import { StatisticsStrip } from './statistics-strip';

// One element for every testimonial: the flight data carries it once (see check-list.tsx).
const LOCATION_PIN = <MapPin aria-hidden="true" className="size-3.5" />;

/** Testimonials with the practice's statistics. */
interface TestimonialsProps {
  locale: Locale;
  testimonials: readonly Testimonial[];
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
      <StatisticsStrip items={statistics} />
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {testimonials.map((testimonial) => (
          <Card as="li" key={testimonial.id} className="flex flex-col gap-4">
            <figure className="flex h-full flex-col gap-4">
              <StarRating
                rating={testimonial.rating}
                label={testimonialsSection.ratingLabel(testimonial.rating)}
              />
              <blockquote className="flex-1 text-ink">
                <p>“{testimonial.text}”</p>
              </blockquote>
              <figcaption className="border-t border-line pt-4 text-sm">
                <span className="block font-semibold text-ink">{testimonial.name}</span>
                <span className="mt-0.5 flex items-center gap-1 text-muted">
                  {LOCATION_PIN} {testimonial.location}
                </span>
              </figcaption>
            </figure>
          </Card>
        ))}
      </ul>
      <p className="mx-auto mt-6 max-w-2xl text-center text-sm text-muted">{testimonialsNote}</p>
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
