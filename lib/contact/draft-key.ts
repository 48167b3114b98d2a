/**
 * localStorage key of the unsent form. A module of its own: the contact form checks for a draft
 * with it before loading the draft's code (lib/contact/draft).
 */
export const DRAFT_KEY = 'contacto:borrador';
