import { JsonLd } from '@/components/seo/json-ld';
import { PrivacyNotice } from '@/components/privacy/privacy-notice';
import {
  privacyContentsTitle,
  privacyHero,
  privacySections,
  privacyUpdated,
} from '@/content/privacy';
import { pageSeo } from '@/content/seo';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata = pageMetadata(pageSeo.privacy);

export default function PrivacyPage() {
  return (
    <>
      <JsonLd page={pageSeo.privacy} />
      <PrivacyNotice
        hero={privacyHero}
        sections={privacySections}
        updated={privacyUpdated}
        contentsTitle={privacyContentsTitle}
      />
    </>
  );
}
