// @ts-check
// The links that write to the developer with the status's ready message: e-mail, and WhatsApp
// (whose text has a length limit; settings.whatsappTextLimit, from lib/contact-links.ts).

/** @typedef {import('../../../lib/admin/publish-status').PublishStatusSettings} Settings */

/**
 * @param {string} message
 * @param {Settings} settings
 * @returns {{ href: string, label: string, newTab: boolean }[]}
 */
export function contactLinks(message, settings) {
  const { developer } = settings;
  if (!developer) return [];
  const bounded = Array.from(message).slice(0, settings.whatsappTextLimit).join('');
  return [
    ...(developer.mailto
      ? [
          {
            href: `${developer.mailto}&body=${encodeURIComponent(message)}`,
            label: 'Escribir por correo',
            newTab: false,
          },
        ]
      : []),
    ...(developer.whatsapp
      ? [
          {
            href: developer.whatsapp + encodeURIComponent(bounded),
            label: 'Escribir por WhatsApp',
            newTab: true,
          },
        ]
      : []),
  ];
}
