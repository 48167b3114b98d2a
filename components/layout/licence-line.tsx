import { footerText } from '@/content/footer';
import { practice } from '@/content/practice';
import { HintTooltip } from '../ui/hint-tooltip';
import { TextLink } from '../ui/text-link';

/** Credentials as Mexican health-advertising rules expect: each cédula with its issuer, the board, COFEPRIS when set. */
export function LicenceLine() {
  const { doctor } = practice;
  return (
    <div className="space-y-2">
      <p className="font-medium text-white">
        {doctor.name}, {doctor.title}
      </p>
      <ul className="space-y-1">
        {doctor.licences.map((licence) => (
          <li key={licence.label}>
            {licence.label}{' '}
            <HintTooltip content={footerText.verifyLicence}>
              <TextLink href={practice.licenceRegistryUrl} external className="text-white underline decoration-white/40">
                {licence.number}
              </TextLink>
            </HintTooltip>{' '}
            {footerText.issuedBy} {licence.issuer}
          </li>
        ))}
      </ul>
      <p className="text-white/70">
        <TextLink href={practice.licenceRegistryUrl} external className="text-white/80 underline decoration-white/30">
          {footerText.verifyLicencesNote}
        </TextLink>
      </p>
      <p>
        {footerText.certifiedBy} {doctor.boardCertification}
      </p>
      {practice.cofeprisNotice ? (
        <p>
          {footerText.cofeprisLabel}: {practice.cofeprisNotice}
        </p>
      ) : null}
    </div>
  );
}
