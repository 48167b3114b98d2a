import { ServicesPage } from '@/components/pages/services-page';
import { pageSeo } from '@/content/seo';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata = pageMetadata(pageSeo.services);

export default function Page() {
  return <ServicesPage locale="en" />;
}
