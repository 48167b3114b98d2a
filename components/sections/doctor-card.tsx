import { BadgeCheck, GraduationCap, MapPin, Star } from '@/components/ui/lucide';
import { doctorCardIn } from '@/content/doctor-card';
import { CredentialText } from '../credentials/credential-text';
import type { Locale } from '@/lib/locale';
import { DoctorPortrait } from '../ui/doctor-portrait';

const iconClass = 'mt-0.5 size-5 shrink-0 text-primary';

/** Home hero aside: portrait or monogram, name, verifiable credentials, figures with their basis, and places. */
export function DoctorCard({ locale }: { locale: Locale }) {
  const doctorCard = doctorCardIn[locale];
  return (
    <div className="rounded-[1.75rem] border border-line bg-white p-6 shadow-lift sm:p-8">
      <div className="flex items-center gap-5">
        <DoctorPortrait
          slot="homePortrait"
          locale={locale}
          className="size-20 shrink-0 sm:size-24"
        />
        <div>
          <p className="text-lg font-semibold text-ink">{doctorCard.name}</p>
          <p className="text-sm font-medium text-primary">{doctorCard.title}</p>
        </div>
      </div>
      <ul className="mt-6 space-y-4 border-t border-line pt-5 text-[0.95rem] text-ink">
        <li className="flex items-start gap-3">
          <GraduationCap aria-hidden="true" className={iconClass} />
          <span className="space-y-1 text-sm">
            {doctorCard.credentials.map((credential) => (
              <span key={credential.id} className="block">
                <CredentialText credential={credential} locale={locale} linkClassName="underline" />
              </span>
            ))}
          </span>
        </li>
        <li className="flex items-start gap-3">
          <BadgeCheck aria-hidden="true" className={iconClass} />
          <span className="text-sm">{doctorCard.board}</span>
        </li>
        <li className="flex items-start gap-3">
          <Star aria-hidden="true" className="mt-0.5 size-5 shrink-0 fill-accent text-accent" />
          <span>
            {doctorCard.figures.map((figure) => figure.text).join(' · ')}
            <span className="mt-1 block text-xs leading-snug text-muted">
              {doctorCard.figures.map((figure) => figure.basis).join(' ')} {doctorCard.disclaimer}
            </span>
          </span>
        </li>
        <li className="flex items-start gap-3">
          <MapPin aria-hidden="true" className={iconClass} />
          <span>
            {doctorCard.placesTitle}{' '}
            {doctorCard.places.map((place, index) => (
              <span key={place.id}>
                {index > 0 ? ` ${doctorCard.and} ` : ''}
                <span className="font-medium">{place.town}</span>
              </span>
            ))}
          </span>
        </li>
      </ul>
    </div>
  );
}
