import { ArrowRight } from '@/components/ui/lucide';
import type { Service } from '@/content/services';
import { IconBadge } from '../ui/icon';
import { Section } from '../ui/section';

/** Links to a service's related pages, each a card with its icon, name and line. */
export function RelatedServices({
  title,
  services,
}: {
  title: string;
  services: readonly Service[];
}) {
  return (
    <Section tone="surface" labelledBy="relacionados-titulo">
      <h2 id="relacionados-titulo" className="mb-8 text-3xl">
        {title}
      </h2>
      <ul className="grid gap-5 md:grid-cols-3">
        {services.map((service) => (
          <li key={service.slug}>
            <a
              href={service.path}
              className="group flex h-full flex-col gap-3 rounded-card border border-line bg-white p-6 shadow-card transition-colors hover:border-primary/50"
            >
              <IconBadge name={service.icon} />
              <span className="flex items-center gap-2 text-xl font-semibold text-ink group-hover:text-primary">
                {service.title}
                <ArrowRight aria-hidden="true" className="size-4" />
              </span>
              <span className="text-muted">{service.summary}</span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
