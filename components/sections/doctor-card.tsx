import { BadgeCheck, MapPin, Star } from 'lucide-react';
import { doctorCard } from '@/content/doctor-card';
import { DoctorPortrait } from '../ui/doctor-portrait';

/** Home hero aside: portrait or monogram, name, verifiable credentials, rating and places. */
export function DoctorCard() {
  return (
    <div className="rounded-[1.75rem] border border-line bg-white/90 p-6 shadow-lift backdrop-blur sm:p-8">
      <div className="flex items-center gap-5">
        <DoctorPortrait className="size-20 shrink-0 sm:size-24" />
        <div>
          <p className="text-lg font-semibold text-ink">{doctorCard.name}</p>
          <p className="text-sm font-medium text-primary">{doctorCard.title}</p>
          <p className="mt-1 text-sm text-muted">{doctorCard.licence}</p>
        </div>
      </div>
      <ul className="mt-6 space-y-3 border-t border-line pt-5 text-[0.95rem] text-ink">
        <li className="flex items-start gap-3">
          <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          {doctorCard.board}
        </li>
        <li className="flex items-start gap-3">
          <Star aria-hidden="true" className="mt-0.5 size-5 shrink-0 fill-accent text-accent" />
          <span>
            {doctorCard.rating} · {doctorCard.patients}
          </span>
        </li>
        <li className="flex items-start gap-3">
          <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <span>
            {doctorCard.placesTitle}{' '}
            {doctorCard.places.map((place, index) => (
              <span key={place.id}>
                {index > 0 ? ' y ' : ''}
                <span className="font-medium">{place.town}</span>
              </span>
            ))}
          </span>
        </li>
      </ul>
    </div>
  );
}
