import { ContactPage } from '@/components/pages/contact-page';
import { pageSeo } from '@/content/seo';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata = pageMetadata(pageSeo.contact);

export default function Page() {
  return <ContactPage locale="es" />;
}
