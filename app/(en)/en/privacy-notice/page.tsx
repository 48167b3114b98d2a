import { PrivacyPage } from '@/components/pages/privacy-page';
import { pageSeo } from '@/content/seo';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata = pageMetadata(pageSeo.privacy);

export default function Page() {
  return <PrivacyPage locale="en" />;
}
