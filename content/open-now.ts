/** The open-now badge of a practice card (computed in the browser). */
export const openNowText = {
  open: 'Abierto ahora',
  closed: 'Cerrado',
  opens: 'abre',
  at: 'a las',
  atOne: 'a la',
  today: 'hoy',
  tomorrow: 'mañana',
  /** ISO weekday 1-7 → "el lunes" … "el domingo". */
  weekdays: [
    'el lunes',
    'el martes',
    'el miércoles',
    'el jueves',
    'el viernes',
    'el sábado',
    'el domingo',
  ],
} as const;
