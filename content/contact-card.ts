/** Where the build writes the practice's vCard (app/contacto.vcf/route.ts). */
export const vcardPath = '/contacto.vcf';
