import { PrivacyPage } from '@/components/pages/privacy-page';
import { mainPageMetadata } from '@/lib/page-metadata';

export const metadata = mainPageMetadata('en', 'privacy');

export default function Page() {
  return <PrivacyPage locale="en" />;
}
