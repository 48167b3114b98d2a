import type { ReactElement, ReactNode } from 'react';
import type { Credential } from '@/content/credentials';
import type { Locale } from '@/lib/locale';
import { LicenceNumber } from './licence-number';

interface CredentialTextProps {
  credential: Credential;
  locale: Locale;
  linkClassName?: string;
  /** Wraps the linked number (the footer adds a tooltip). */
  wrapNumber?: (link: ReactElement) => ReactNode;
}

/** "Título, Institución · Cédula … <número>": the wording of content/credentials.ts, with the number linked. */
export function CredentialText({
  credential,
  locale,
  linkClassName,
  wrapNumber = (link) => link,
}: CredentialTextProps) {
  const { title, institution, licence } = credential;
  return (
    <>
      {title}, {institution} · {licence.label}{' '}
      {wrapNumber(
        <LicenceNumber number={licence.number} className={linkClassName} locale={locale} />,
      )}
    </>
  );
}
