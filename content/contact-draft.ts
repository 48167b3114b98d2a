/** What the contact form says about a draft it restored (a small module: the form's client code imports it). */
export const draftText = {
  restored: 'Recuperamos lo que escribiste antes',
  clear: 'Borrar',
  clearLabel: 'Borrar lo que escribiste antes',
  cleared: 'Listo: borramos lo que habías escrito.',
} as const;
