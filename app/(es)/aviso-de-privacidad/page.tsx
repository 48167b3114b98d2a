import { JsonLd } from '@/components/seo/json-ld';
import { PrivacyNotice } from '@/components/privacy/privacy-notice';
import { pageSeo } from '@/content/seo';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata = pageMetadata(pageSeo.privacy);

export default function PrivacyPage() {
  return (
    <>
      <JsonLd page={pageSeo.privacy} />
      <PrivacyNotice locale="es" />
    </>
  );
}
