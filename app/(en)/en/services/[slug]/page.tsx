import { notFound } from 'next/navigation';
import { ServicePage } from '@/components/pages/service-page';
import { assertEnglishService } from '@/content/facts/english-status';
import { servicesIn } from '@/content/services';
import { servicePageVersions } from '@/lib/indexable-pages';
import { servicePageMetadataIn } from '@/lib/page-metadata';

export const dynamicParams = false;

/**
 * A page Next renders when no service is published in English, since an export needs one page of
 * each dynamic route: the English site is then not published at all, and the post-build step
 * (build/postbuild/steps/08-unpublished-english.mjs) removes it with the other English pages.
 */
const NOTHING_IN_ENGLISH = 'sin-version-en-ingles';

/** The services published in English (content/facts/english-status.ts), at their English slugs. */
export function generateStaticParams() {
  if (servicesIn.en.length === 0) return [{ slug: NOTHING_IN_ENGLISH }];
  return servicesIn.en.map((service) => ({ slug: service.slug }));
}

type Params = { params: Promise<{ slug: string }> };

async function servicesFor({ params }: Params) {
  const slug = (await params).slug;
  if (slug === NOTHING_IN_ENGLISH) return null;
  const service = servicesIn.en.find((item) => item.slug === slug);
  const spanish = servicesIn.es.find((item) => item.slug === service?.slugs.es);
  if (!service || !spanish) notFound();
  assertEnglishService(spanish.slug);
  return { service, spanish };
}

export async function generateMetadata(props: Params) {
  const found = await servicesFor(props);
  return found ? servicePageMetadataIn('en', servicePageVersions(found.spanish)) : {};
}

/** One service's page, in English. */
export default async function Page(props: Params) {
  const found = await servicesFor(props);
  if (!found) return null;
  const { service, spanish } = found;
  return (
    <ServicePage
      service={service}
      spanish={spanish}
      versions={servicePageVersions(spanish)}
      locale="en"
    />
  );
}
