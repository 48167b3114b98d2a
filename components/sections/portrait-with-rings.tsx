import { DoctorPortrait } from '../ui/doctor-portrait';
import type { Locale } from '@/lib/locale';
import { IrisMotif } from '../ui/iris-motif';

/** About hero aside: the portrait (or monogram) centred in the iris rings. */
export function PortraitWithRings({ locale }: { locale: Locale }) {
  return (
    <div className="relative mx-auto flex size-56 items-center justify-center sm:size-80 lg:size-[26rem]">
      <IrisMotif className="absolute inset-0 size-full opacity-70" />
      <DoctorPortrait
        slot="aboutPortrait"
        locale={locale}
        className="relative size-28 sm:size-40 lg:size-48"
      />
    </div>
  );
}
