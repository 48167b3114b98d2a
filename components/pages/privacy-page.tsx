import { JsonLd } from '@/components/seo/json-ld';
import { PrivacyNotice } from '@/components/privacy/privacy-notice';
import { seoIn } from '@/content/seo';
import type { Locale } from '@/lib/locale';

/** Aviso de privacidad / Privacy notice (the English one a courtesy translation of the Spanish). */
export function PrivacyPage({ locale }: { locale: Locale }) {
  return (
    <>
      <JsonLd page={seoIn[locale].pages.privacy} />
      <PrivacyNotice locale={locale} />
    </>
  );
}
