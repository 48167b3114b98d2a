import {
  boardCredentialIn,
  cofeprisLineIn,
  credentialsIn,
  licenceRegistryIn,
} from '@/content/credentials';
import { practiceIn } from '@/content/practice';
import type { Locale } from '@/lib/locale';
import { CredentialText } from '../credentials/credential-text';
import { HintTooltip } from '../ui/hint-tooltip';
import { TextLink } from '../ui/text-link';

/**
 * Credentials as Mexican health-advertising rules expect: each title with the institution that
 * issued it and its cédula (registered by the SEP), the board certificate in force, COFEPRIS when set.
 */
export function LicenceLine({ locale }: { locale: Locale }) {
  const { doctor } = practiceIn[locale];
  const licenceRegistry = licenceRegistryIn[locale];
  const cofeprisLine = cofeprisLineIn[locale];
  return (
    <div className="space-y-3">
      <p className="font-medium text-white">
        {doctor.name}, {doctor.title}
      </p>
      <ul className="space-y-2">
        {credentialsIn[locale].map((credential) => (
          <li key={credential.id}>
            <CredentialText
              locale={locale}
              credential={credential}
              linkClassName="text-white underline decoration-white/40"
              wrapNumber={(link) => (
                <HintTooltip content={licenceRegistry.verifyHint}>{link}</HintTooltip>
              )}
            />
          </li>
        ))}
        <li>{boardCredentialIn[locale].text}.</li>
      </ul>
      <p className="text-white/70">
        <TextLink
          href={licenceRegistry.url}
          external={locale}
          className="text-white/80 underline decoration-white/30"
        >
          {licenceRegistry.verifyNote}
        </TextLink>
      </p>
      {cofeprisLine ? <p>{cofeprisLine}</p> : null}
    </div>
  );
}
