import type { Locale, PerLocale } from '@/lib/locale';
import { consultorioIn } from './facts/load';
import type { IconName } from './icon-names';
import type { Statistic } from './types';

/** Icons of the figures the practice publishes, by id; a new figure gets the check mark. */
const ICONS: Readonly<Record<string, IconName>> = {
  pacientes: 'users',
  experiencia: 'award',
  exito: 'badge-check',
  calificacion: 'star',
};

/** The practice's figures from content/consultorio.yml in one language, each with its basis (RLGSMP arts. 9 and 11). */
const statisticsOf = (locale: Locale): Statistic[] =>
  consultorioIn[locale].statistics.map((stat) => ({
    id: stat.id,
    value: stat.value,
    label: stat.label,
    basis: stat.basis,
    icon: ICONS[stat.id] ?? 'badge-check',
  }));

export const statisticsIn: PerLocale<readonly Statistic[]> = {
  es: statisticsOf('es'),
  en: statisticsOf('en'),
};
export const statistics = statisticsIn.es;

/** Shown wherever a figure is. */
export const statisticsDisclaimerIn: PerLocale<string> = {
  es: 'Los resultados varían; ninguna cifra es garantía.',
  en: 'Results vary; no figure is a guarantee.',
};
export const statisticsDisclaimer = statisticsDisclaimerIn.es;

/** "pacientes distintos atendidos …" → "Pacientes distintos atendidos ….": a basis as a sentence of its own. */
export function basisSentence(stat: Pick<Statistic, 'basis'>): string {
  const text = stat.basis.trim();
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`;
}
