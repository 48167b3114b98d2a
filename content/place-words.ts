import { perLocale } from '@/lib/locale';
import { placeNames } from './practice';

/** The practices' towns joined as each language joins two names. */
export const townsIn = perLocale<{ towns: string; eitherTown: string }>(
  {
    towns: placeNames.towns,
    eitherTown: placeNames.eitherTown,
  },
  {
    towns: `${placeNames.hospitalTown} and ${placeNames.unitTown}`,
    eitherTown: `${placeNames.hospitalTown} or ${placeNames.unitTown}`,
  },
);
