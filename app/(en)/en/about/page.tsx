import { AboutPage } from '@/components/pages/about-page';
import { pageSeo } from '@/content/seo';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata = pageMetadata(pageSeo.about);

export default function Page() {
  return <AboutPage locale="en" />;
}
