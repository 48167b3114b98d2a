import { ArrowRight, Star } from '@/components/ui/lucide';
import { FEATURED_LABEL_IN } from '@/content/services';
import { ageTagLabelIn } from '@/content/services-page';
import type { ServiceCard as ServiceCardContent } from '@/content/types';
import { cn } from '@/lib/cn';
import type { Locale } from '@/lib/locale';
import { Badge } from '../ui/badge';
import { Card } from '../ui/card';
import { IconBadge } from '../ui/icon';
import { CheckList } from './check-list';

// One element for every card: the flight data carries it once (see check-list.tsx).
const LINK_ARROW = <ArrowRight aria-hidden="true" className="size-4 shrink-0" />;

/** One service on /servicios/: its name links to its page (the whole card is the target); its anchor id stays for old links. */
export function ServiceCard({ service, locale }: { service: ServiceCardContent; locale: Locale }) {
  return (
    <Card
      as="article"
      id={service.id}
      className={cn(
        'relative flex scroll-mt-24 flex-col gap-4 transition-colors target:ring-2 target:ring-primary hover:border-primary/50',
        service.featured && 'border-accent/60',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <IconBadge name={service.icon} tone={service.featured ? 'accent' : 'primary'} />
        {service.featured ? (
          <Badge tone="accent">
            <Star aria-hidden="true" className="size-3.5 fill-current" />
            {FEATURED_LABEL_IN[locale]}
          </Badge>
        ) : null}
        {service.ageTag ? (
          <Badge tone="primary">
            <span className="sr-only">{ageTagLabelIn[locale]} </span>
            {service.ageTag}
          </Badge>
        ) : null}
      </div>
      <h3 className="text-xl">
        <a
          href={service.path}
          className="inline-flex items-center gap-2 rounded-sm after:absolute after:inset-0 after:rounded-card hover:text-primary"
        >
          {service.title}
          {LINK_ARROW}
        </a>
      </h3>
      <p className="text-muted">{service.description}</p>
      <CheckList
        items={service.details}
        className="mt-auto border-t border-line pt-4 text-[0.95rem]"
      />
    </Card>
  );
}
