import { HomePage } from '@/components/pages/home-page';
import { mainPageMetadata } from '@/lib/page-metadata';

export const metadata = mainPageMetadata('en', 'home');

export default function Page() {
  return <HomePage locale="en" />;
}
