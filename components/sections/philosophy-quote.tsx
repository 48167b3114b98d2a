import { Quote } from '@/components/ui/lucide';
import { HydrateLater } from '../ui/hydrate-later';

/** About: the doctor's philosophy as a quotation. */
export function PhilosophyQuote({ text, author }: { text: string; author: string }) {
  return (
    <section aria-label="Filosofía" className="bg-white py-16 sm:py-20">
      <HydrateLater>
        <figure className="mx-auto max-w-3xl px-5 text-center sm:px-8">
          <Quote aria-hidden="true" className="mx-auto size-10 text-accent" />
          <blockquote className="mt-6 text-2xl leading-snug font-medium tracking-tight text-ink sm:text-3xl">
            <p>“{text}”</p>
          </blockquote>
          <figcaption className="mt-6 text-base font-semibold text-primary">{author}</figcaption>
        </figure>
      </HydrateLater>
    </section>
  );
}
