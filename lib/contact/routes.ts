/** Practice facts the contact form's browser code needs, passed from the server as a prop (content/contact.ts builds it). */
export interface ContactRoutes {
  /** Opening line of the WhatsApp message composed from the form. */
  greeting: string;
  /** E.164 number of the practice's WhatsApp. */
  whatsappPhone: string;
  email: string;
  emailHref: string;
  phoneHref: string;
  phoneDisplay: string;
}
