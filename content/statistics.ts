import type { Statistic } from './types';

export const statistics: readonly Statistic[] = [
  { value: '5000+', label: 'Pacientes satisfechos', icon: 'users' },
  { value: '15+', label: 'Años de experiencia', icon: 'award' },
  { value: '98%', label: 'Tasa de éxito', icon: 'badge-check' },
  { value: '5.0', label: 'Calificación promedio', icon: 'star' },
];
