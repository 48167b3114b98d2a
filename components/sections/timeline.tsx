import type { TimelineEntry } from '@/content/types';

/** About: the doctor's training and career as an ordered timeline. */
export function Timeline({ entries }: { entries: readonly TimelineEntry[] }) {
  return (
    <ol className="relative mx-auto max-w-3xl space-y-8 border-l-2 border-primary/20 pl-8 sm:pl-10">
      {entries.map((entry) => (
        <li key={entry.year} className="relative">
          <span aria-hidden="true" className="absolute top-1.5 -left-[2.6rem] size-4 rounded-full border-4 border-white bg-primary ring-2 ring-primary/25 sm:-left-[3.1rem]" />
          <p className="text-sm font-semibold tracking-wide text-accent-foreground">{entry.year}</p>
          <h3 className="mt-1 text-xl">{entry.title}</h3>
          <p className="mt-1 font-medium text-primary">{entry.institution}</p>
          <p className="mt-2 text-muted">{entry.description}</p>
        </li>
      ))}
    </ol>
  );
}
