import { vcardCountryIn } from '@/content/contact-card';
import { practiceIn } from '@/content/practice';
import { LOCALE_ROOT } from '@/lib/locale';
import { practiceVcard } from '@/lib/vcard';

// Written once at build time into the export as /en/contact.vcf: the English page's card, whose
// title, suites and country are in English and whose site link is the English home page.
export const dynamic = 'force-static';

export function GET() {
  const card = practiceVcard(practiceIn.en, {
    title: practiceIn.en.doctor.title,
    country: vcardCountryIn.en,
    home: LOCALE_ROOT.en,
  });
  return new Response(card, { headers: { 'Content-Type': 'text/vcard; charset=utf-8' } });
}
