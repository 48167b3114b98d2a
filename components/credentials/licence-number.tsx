import { licenceRegistryIn } from '@/content/credentials';
import type { Locale } from '@/lib/locale';
import { TextLink } from '../ui/text-link';

/** A cédula number, linked to the public registry where anyone can verify it. */
export function LicenceNumber({
  number,
  className,
  locale,
}: {
  number: string;
  className?: string;
  locale: Locale;
}) {
  return (
    <TextLink href={licenceRegistryIn[locale].url} external={locale} className={className}>
      {number}
    </TextLink>
  );
}
