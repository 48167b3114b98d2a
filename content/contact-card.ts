import { perLocale } from '@/lib/locale';

/**
 * Where the build writes the practice's vCard in each language (app/contacto.vcf/route.ts,
 * app/(en)/en/contact.vcf/route.ts): the card carries words (the doctor's title, the country), so a
 * patient saving it from the English page gets them in English.
 */
export const vcardPathIn = perLocale('/contacto.vcf', '/en/contact.vcf');

/** The country each language's card writes in its addresses. */
export const vcardCountryIn = perLocale('México', 'Mexico');
