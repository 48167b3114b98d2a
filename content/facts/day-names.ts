/** ISO weekdays 1-7 in Spanish, lower case, as sentences and the editor name them. */
export const DAY_NAMES = [
  'lunes',
  'martes',
  'miércoles',
  'jueves',
  'viernes',
  'sábado',
  'domingo',
] as const;
