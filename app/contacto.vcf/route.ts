import { vcardCountryIn } from '@/content/contact-card';
import { practice } from '@/content/practice';
import { LOCALE_ROOT } from '@/lib/locale';
import { practiceVcard } from '@/lib/vcard';

// Written once at build time into the export as /contacto.vcf: the Spanish page's card.
export const dynamic = 'force-static';

export function GET() {
  const card = practiceVcard(practice, {
    title: practice.doctor.title,
    country: vcardCountryIn.es,
    home: LOCALE_ROOT.es,
  });
  return new Response(card, { headers: { 'Content-Type': 'text/vcard; charset=utf-8' } });
}
