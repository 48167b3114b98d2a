import { Clock, MapPin, Phone } from '@/components/ui/lucide';
import { actionTextIn } from '@/content/actions';
import { practicesSectionIn, type PracticesSectionText } from '@/content/contact';
import type { PracticeLocation } from '@/content/types';
import type { Locale } from '@/lib/locale';
import { formatPhoneIn } from '@/lib/phone-format';
import { practiceMapHref, practicePhoneHref } from '@/lib/practice-links';
import { ButtonLink } from '../ui/button-link';
import { Card } from '../ui/card';
import { IconBadge } from '../ui/icon';
import { Photo } from '../ui/photo';
import { TimeText } from '../ui/time-text';
import { CheckList } from '../sections/check-list';
import { badgeClasses } from '../ui/badge-classes';
import { OpenNowBadge, type OpenNowBadgeClasses, type OpenNowBadgeProps } from './open-now-badge';

export const OPEN_NOW_CLASSES: OpenNowBadgeClasses = {
  open: badgeClasses('primary'),
  closed: badgeClasses('neutral'),
  openDot: 'size-2 rounded-full bg-whatsapp',
  closedDot: 'size-2 rounded-full bg-muted',
};

/** The practice's name, town and open-now badge beside its icon. */
function PracticeHeader({
  place,
  openNow,
}: {
  place: PracticeLocation;
  openNow: OpenNowBadgeProps;
}) {
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
          <OpenNowBadge {...openNow} classes={OPEN_NOW_CLASSES} />
        </div>
      </div>
    </div>
  );
}

/** Photos of the practice's facilities, when it has any. */
function PracticeFacilities({
  facilities,
  title,
}: {
  facilities: PracticeLocation['facilities'];
  title: string;
}) {
  if (facilities.length === 0) return null;
  return (
    <div>
      <h4 className="font-semibold text-ink">{title}</h4>
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
function PracticeLinks({ place, locale }: { place: PracticeLocation; locale: Locale }) {
  const actionText = actionTextIn[locale];
  const { callPlace } = practicesSectionIn[locale];
  return (
    <div className="mt-auto flex flex-col gap-3 border-t border-line pt-5 sm:flex-row">
      <ButtonLink
        href={practiceMapHref(place)}
        variant="secondary"
        size="sm"
        external={locale}
        ariaLabel={`${actionText.viewOnMap}: ${place.name}`}
      >
        <MapPin aria-hidden="true" className="size-4" />
        {actionText.viewOnMap}
      </ButtonLink>
      <ButtonLink
        href={practicePhoneHref(place)}
        size="sm"
        ariaLabel={`${callPlace(place.name)}: ${formatPhoneIn(place.phone, locale)}`}
      >
        <Phone aria-hidden="true" className="size-4" />
        {actionText.call}
      </ButtonLink>
    </div>
  );
}

interface PracticeCardProps {
  /** The practice's facts as the page's language shows them. */
  place: PracticeLocation;
  /** The open-now badge's clock and words, computed at build time by the page. */
  openNow: OpenNowBadgeProps;
  locale: Locale;
}

/** One practice: address, hours, features, map and call buttons. */
export function PracticeCard({ place, openNow, locale }: PracticeCardProps) {
  const section: PracticesSectionText = practicesSectionIn[locale];
  return (
    <Card as="article" id={place.id} className="flex flex-col gap-5">
      {place.photo ? (
        <Photo
          photo={place.photo}
          slot="practiceCard"
          className="aspect-[4/3] h-auto w-full rounded-2xl object-cover sm:max-w-md lg:max-w-none"
        />
      ) : null}
      <PracticeHeader place={place} openNow={openNow} />
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
          <h4 className="font-semibold text-ink">{section.scheduleTitle}</h4>
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
        <h4 className="font-semibold text-ink">{section.featuresTitle}</h4>
        <CheckList items={place.features} className="mt-2 text-muted" />
      </div>
      <PracticeFacilities facilities={place.facilities} title={section.facilitiesTitle} />
      <PracticeLinks place={place} locale={locale} />
    </Card>
  );
}
