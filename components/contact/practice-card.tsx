import { Clock, MapPin, Phone } from '@/components/ui/lucide';
import { actionText } from '@/content/actions';
import { practicesSection } from '@/content/contact';
import { openNowText } from '@/content/open-now';
import { closedSpans } from '@/lib/closure-notices';
import { weekTexts, zoneOffsets } from '@/lib/open-now';
import { openStatusText } from '@/lib/open-now-text';
import type { PracticeLocation } from '@/content/types';
import { formatPhone } from '@/lib/phone-format';
import { practiceMapHref, practicePhoneHref } from '@/lib/practice-links';
import { ButtonLink } from '../ui/button-link';
import { Card } from '../ui/card';
import { IconBadge } from '../ui/icon';
import { Photo } from '../ui/photo';
import { TimeText } from '../ui/time-text';
import { CheckList } from '../sections/check-list';
import { OpenNowBadge } from './open-now-badge';

/** The practice's name, town and open-now badge beside its icon. */
function PracticeHeader({ place }: { place: PracticeLocation }) {
  return (
    <div className="flex items-start gap-4">
      <IconBadge name={place.kind === 'hospital' ? 'hospital' : 'building'} />
      <div>
        <h3 id={`${place.id}-nombre`} className="text-xl">
          {place.name}
        </h3>
        <p className="mt-1 text-sm font-medium text-primary">{place.town}</p>
        {/* Space kept for the badge, which only the browser renders, so nothing moves when it appears. */}
        <div className="mt-2 min-h-7">
          <OpenNowBadge
            offsets={zoneOffsets(place.timeZone, new Date())}
            pieces={weekTexts(place.openingHours, openStatusText)}
            openText={openNowText.open}
            closures={closedSpans(place.id)}
          />
        </div>
      </div>
    </div>
  );
}

/** Photos of the practice's facilities, when it has any. */
function PracticeFacilities({ facilities }: { facilities: PracticeLocation['facilities'] }) {
  if (facilities.length === 0) return null;
  return (
    <div>
      <h4 className="font-semibold text-ink">{practicesSection.facilitiesTitle}</h4>
      <ul className="mt-2 grid grid-cols-2 gap-3 sm:max-w-md lg:max-w-none">
        {facilities.map(({ photo, caption }) => (
          <li key={photo.share.url}>
            <figure>
              <Photo
                photo={photo}
                slot="facility"
                className="aspect-[4/3] h-auto w-full rounded-xl object-cover"
              />
              <figcaption className="mt-1 text-sm text-muted">{caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The map and call buttons at the card's foot. */
function PracticeLinks({ place }: { place: PracticeLocation }) {
  return (
    <div className="mt-auto flex flex-col gap-3 border-t border-line pt-5 sm:flex-row">
      <ButtonLink
        href={practiceMapHref(place)}
        variant="secondary"
        size="sm"
        external
        ariaLabel={`${actionText.viewOnMap}: ${place.name}`}
      >
        <MapPin aria-hidden="true" className="size-4" />
        {actionText.viewOnMap}
      </ButtonLink>
      <ButtonLink
        href={practicePhoneHref(place)}
        size="sm"
        ariaLabel={`${actionText.call} a ${place.name}: ${formatPhone(place.phone)}`}
      >
        <Phone aria-hidden="true" className="size-4" />
        {actionText.call}
      </ButtonLink>
    </div>
  );
}

/** One practice: address, hours, features, map and call buttons. */
export function PracticeCard({ place }: { place: PracticeLocation }) {
  return (
    <Card as="article" id={place.id} className="flex flex-col gap-5">
      {place.photo ? (
        <Photo
          photo={place.photo}
          slot="practiceCard"
          className="aspect-[4/3] h-auto w-full rounded-2xl object-cover sm:max-w-md lg:max-w-none"
        />
      ) : null}
      <PracticeHeader place={place} />
      <address className="flex gap-3 not-italic text-ink">
        <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
        <span>
          <span className="block font-medium">{place.addressLine}</span>
          <span className="text-muted">{place.fullAddress}</span>
        </span>
      </address>
      <div className="flex gap-3">
        <Clock aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
        <div>
          <h4 className="font-semibold text-ink">{practicesSection.scheduleTitle}</h4>
          <dl className="mt-1 space-y-1 text-muted">
            {place.schedule.map((line) => (
              <div key={line.days}>
                <dt className="font-medium text-ink">{line.days}</dt>
                <dd>
                  <TimeText text={line.hours} />
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <div>
        <h4 className="font-semibold text-ink">{practicesSection.featuresTitle}</h4>
        <CheckList items={place.features} className="mt-2 text-muted" />
      </div>
      <PracticeFacilities facilities={place.facilities} />
      <PracticeLinks place={place} />
    </Card>
  );
}
