import { notFound } from 'next/navigation';
import { ServicePage } from '@/components/pages/service-page';
import { assertEnglishService } from '@/content/facts/english-status';
import { servicesIn } from '@/content/services';
import { servicePageVersions } from '@/lib/indexable-pages';
import { servicePageMetadataIn } from '@/lib/page-metadata';

export const dynamicParams = false;

/** The services published in English (content/facts/english-status.ts), at their English slugs. */
export function generateStaticParams() {
  return servicesIn.en.map((service) => ({ slug: service.slug }));
}

type Params = { params: Promise<{ slug: string }> };

async function servicesFor({ params }: Params) {
  const slug = (await params).slug;
  const service = servicesIn.en.find((item) => item.slug === slug);
  const spanish = servicesIn.es.find((item) => item.slug === service?.slugs.es);
  if (!service || !spanish) notFound();
  assertEnglishService(spanish.slug);
  return { service, spanish };
}

export async function generateMetadata(props: Params) {
  const { spanish } = await servicesFor(props);
  return servicePageMetadataIn('en', servicePageVersions(spanish));
}

/** One service's page, in English. */
export default async function Page(props: Params) {
  const { service, spanish } = await servicesFor(props);
  return (
    <ServicePage
      service={service}
      spanish={spanish}
      versions={servicePageVersions(spanish)}
      locale="en"
    />
  );
}
