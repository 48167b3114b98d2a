import { HomePage } from '@/components/pages/home-page';
import { pageSeo } from '@/content/seo';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata = pageMetadata(pageSeo.home);

export default function Page() {
  return <HomePage locale="es" />;
}
