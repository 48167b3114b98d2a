import { practice } from '@/content/practice';
import { practiceVcard } from '@/lib/vcard';

// Written once at build time into the export as /contacto.vcf.
export const dynamic = 'force-static';

export function GET() {
  return new Response(practiceVcard(practice), {
    headers: { 'Content-Type': 'text/vcard; charset=utf-8' },
  });
}
