import { MapPin, Wallet } from '@/components/ui/lucide';
import type { DoctorDays } from '@/content/visit';
import type { ProcessedPhoto } from '@/content/types';
import { Card } from '../ui/card';
import { Photo } from '../ui/photo';

interface ServiceWhereProps {
  title: string;
  lead: string;
  places: readonly (DoctorDays & { photo: ProcessedPhoto | null })[];
  fee: { title: string; text: string; basis: string } | null;
}

/** Where a service is done (the practices that offer it, with the doctor's days) and its fee when the practice sets one. */
export function ServiceWhere({ title, lead, places, fee }: ServiceWhereProps) {
  return (
    <Card as="div" className="space-y-5">
      <section aria-labelledby="donde-titulo">
        <h2 id="donde-titulo" className="flex items-center gap-2 text-xl">
          <MapPin aria-hidden="true" className="size-5 text-primary" />
          {title}
        </h2>
        <p className="mt-2 text-muted">{lead}</p>
        <ul className="mt-3 space-y-3">
          {places.map((place) => (
            <li key={place.id} className="flex items-start gap-3">
              {place.photo ? (
                <Photo
                  photo={place.photo}
                  slot="servicePlace"
                  className="aspect-[4/3] h-auto w-24 shrink-0 rounded-lg object-cover"
                />
              ) : null}
              <div>
                <p className="font-semibold text-ink">{place.place}</p>
                <p className="text-muted">{place.hours}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      {fee ? (
        <section aria-labelledby="costo-titulo" className="border-t border-line pt-5">
          <h2 id="costo-titulo" className="flex items-center gap-2 text-xl">
            <Wallet aria-hidden="true" className="size-5 text-primary" />
            {fee.title}
          </h2>
          <p className="mt-2 text-lg font-semibold text-ink">{fee.text}</p>
          <p className="mt-1 text-muted">{fee.basis}</p>
        </section>
      ) : null}
    </Card>
  );
}
