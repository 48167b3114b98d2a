import { AboutPage } from '@/components/pages/about-page';
import { mainPageMetadata } from '@/lib/page-metadata';

export const metadata = mainPageMetadata('en', 'about');

export default function Page() {
  return <AboutPage locale="en" />;
}
