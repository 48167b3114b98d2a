import { notFound } from 'next/navigation';
import { ServicePage } from '@/components/pages/service-page';
import { serviceBySlug, services } from '@/content/services';
import { pageMetadata } from '@/lib/page-metadata';
import { servicePageSeo } from '@/lib/service-pages';

export const dynamicParams = false;

export function generateStaticParams() {
  return services.map((service) => ({ slug: service.slug }));
}

type Params = { params: Promise<{ slug: string }> };

async function serviceFor({ params }: Params) {
  const service = serviceBySlug((await params).slug);
  if (!service) notFound();
  return service;
}

export async function generateMetadata(props: Params) {
  return pageMetadata(servicePageSeo(await serviceFor(props)));
}

/** One service's page, in Spanish. */
export default async function Page(props: Params) {
  return <ServicePage service={await serviceFor(props)} locale="es" />;
}
