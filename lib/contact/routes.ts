/** Practice facts the contact form's browser code needs, passed from the server as a prop (lib/practice-links.ts builds it). */
export interface ContactRoutes {
  /** Opening line of the WhatsApp message composed from the form, in the page's language. */
  greeting: string;
  /**
   * A line for the practice, in Spanish, above the message and in the endpoint's payload: that the
   * patient wrote from the English page, so the answer goes in English. Null on the Spanish page.
   */
  pageNote: string | null;
  /** E.164 number of the practice's WhatsApp. */
  whatsappPhone: string;
  email: string;
  emailHref: string;
  phoneHref: string;
  phoneDisplay: string;
}
