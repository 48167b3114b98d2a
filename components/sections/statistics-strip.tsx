import { basisSentence, statisticsDisclaimerIn } from '@/content/statistics';
import type { Locale } from '@/lib/locale';
import type { Statistic } from '@/content/types';
import { Icon } from '../ui/icon';

/** The practice's figures, each with what it counts, the period and the source under it. */
export function StatisticsStrip({
  items,
  locale,
}: {
  items: readonly Statistic[];
  locale: Locale;
}) {
  return (
    <div>
      <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-card border border-line bg-line shadow-card lg:grid-cols-4">
        {items.map((stat) => (
          <div
            key={stat.id}
            className="flex flex-col items-center gap-1 bg-white px-3 py-6 text-center sm:px-5 sm:py-8"
          >
            <dt className="order-2 text-sm font-semibold text-ink">{stat.label}</dt>
            {/* The icon sits inside <dd>: a <dl> group may hold only <dt> and <dd> (W3C validator). */}
            <dd className="order-1 flex flex-col items-center gap-2 text-3xl font-semibold tracking-tight text-primary sm:text-4xl">
              <Icon name={stat.icon} className="size-6 text-accent-foreground" />
              {stat.value}
            </dd>
            <dd className="order-3 mt-1 max-w-[28ch] text-xs leading-snug text-muted">
              {basisSentence(stat)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-center text-xs text-muted">{statisticsDisclaimerIn[locale]}</p>
    </div>
  );
}
