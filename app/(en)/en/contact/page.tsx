import { ContactPage } from '@/components/pages/contact-page';
import { mainPageMetadata } from '@/lib/page-metadata';

export const metadata = mainPageMetadata('en', 'contact');

export default function Page() {
  return <ContactPage locale="en" />;
}
