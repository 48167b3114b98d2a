/** Endpoint baked in at build time; unset means the WhatsApp route. Its own module: the form reads it at load, the POST code loads later. */
export const contactEndpoint: string | null = process.env.NEXT_PUBLIC_CONTACT_ENDPOINT || null;
