import { ServicesPage } from '@/components/pages/services-page';
import { mainPageMetadata } from '@/lib/page-metadata';

export const metadata = mainPageMetadata('en', 'services');

export default function Page() {
  return <ServicesPage locale="en" />;
}
