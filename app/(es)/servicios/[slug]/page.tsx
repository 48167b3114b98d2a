import { notFound } from 'next/navigation';
import { ServicePage } from '@/components/pages/service-page';
import { servicesIn } from '@/content/services';
import { servicePageVersions } from '@/lib/indexable-pages';
import { servicePageMetadataIn } from '@/lib/page-metadata';

export const dynamicParams = false;

export function generateStaticParams() {
  return servicesIn.es.map((service) => ({ slug: service.slug }));
}

type Params = { params: Promise<{ slug: string }> };

async function serviceFor({ params }: Params) {
  const slug = (await params).slug;
  const service = servicesIn.es.find((item) => item.slug === slug);
  if (!service) notFound();
  return service;
}

export async function generateMetadata(props: Params) {
  return servicePageMetadataIn('es', servicePageVersions(await serviceFor(props)));
}

/** One service's page, in Spanish. */
export default async function Page(props: Params) {
  const service = await serviceFor(props);
  return (
    <ServicePage
      service={service}
      spanish={service}
      versions={servicePageVersions(service)}
      locale="es"
    />
  );
}
