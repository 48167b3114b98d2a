import { consultorio } from './facts/load';
import type { IconName } from './icon-names';
import type { Statistic } from './types';

/** Icons of the figures the practice publishes, by id; a new figure gets the check mark. */
const ICONS: Readonly<Record<string, IconName>> = {
  pacientes: 'users',
  experiencia: 'award',
  exito: 'badge-check',
  calificacion: 'star',
};

/** The practice's figures from content/consultorio.yml, each with its basis (RLGSMP arts. 9 and 11). */
export const statistics: readonly Statistic[] = consultorio.statistics.map((stat) => ({
  id: stat.id,
  value: stat.value,
  label: stat.label,
  basis: stat.basis,
  icon: ICONS[stat.id] ?? 'badge-check',
}));

/** Shown wherever a figure is. */
export const statisticsDisclaimer = 'Los resultados varían; ninguna cifra es garantía.';

/** "pacientes distintos atendidos …" → "Pacientes distintos atendidos ….": a basis as a sentence of its own. */
export function basisSentence(stat: Pick<Statistic, 'basis'>): string {
  const text = stat.basis.trim();
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`;
}
