import type { ReactNode } from 'react';
import { HydrateLater } from '../ui/hydrate-later';
import { IrisMotif } from '../ui/iris-motif';

/** Closing call to action on a deep primary band. */
export function CtaBand({
  title,
  lead,
  actions,
}: {
  title: string;
  lead: string;
  actions: ReactNode;
}) {
  return (
    <section aria-labelledby="cta-titulo" className="px-5 py-16 sm:px-8 sm:py-24">
      <HydrateLater>
        <div className="relative mx-auto max-w-content overflow-hidden rounded-[2rem] bg-primary px-6 py-12 text-primary-foreground shadow-lift sm:px-12 sm:py-16">
          <IrisMotif className="pointer-events-none absolute -right-56 -bottom-56 size-96 text-white opacity-25 sm:-right-24 sm:-bottom-32" />
          <div className="relative max-w-2xl">
            <h2 id="cta-titulo" className="text-3xl text-white sm:text-4xl">
              {title}
            </h2>
            <p className="mt-4 text-lg text-white/85">{lead}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{actions}</div>
          </div>
        </div>
      </HydrateLater>
    </section>
  );
}
