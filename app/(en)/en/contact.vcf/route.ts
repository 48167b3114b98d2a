import { vcardCountryIn } from '@/content/contact-card';
import { practice } from '@/content/practice';
import { LOCALE_ROOT } from '@/lib/locale';
import { practiceVcard } from '@/lib/vcard';

// Written once at build time into the export as /en/contact.vcf: the English page's card, whose
// title and country are in English and whose site link is the English home page.
export const dynamic = 'force-static';

export function GET() {
  const card = practiceVcard(practice, {
    // lead: the doctor's English title (practice.doctor.titleEn) once the English facts are in.
    title: practice.doctor.title,
    country: vcardCountryIn.en,
    home: LOCALE_ROOT.en,
  });
  return new Response(card, { headers: { 'Content-Type': 'text/vcard; charset=utf-8' } });
}
