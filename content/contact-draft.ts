import { perLocale } from '@/lib/locale';

/**
 * What the contact form says about a draft it restored, per language. Server-side: the page hands
 * its language's words to the form as a prop, so the browser never downloads the other one.
 */
export const draftTextIn = perLocale(
  {
    restored: 'Recuperamos lo que escribiste antes',
    clear: 'Borrar',
    clearLabel: 'Borrar lo que escribiste antes',
    cleared: 'Listo: borramos lo que habías escrito.',
  },
  {
    restored: 'We restored what you wrote earlier',
    clear: 'Clear',
    clearLabel: 'Clear what you wrote earlier',
    cleared: 'Done: we cleared what you had written.',
  },
);

export type DraftText = (typeof draftTextIn)['es'];
