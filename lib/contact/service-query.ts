/**
 * "/contacto/?servicio=catarata#agendar": a service page's booking link names its form option,
 * and the form selects it (an inline script before the first paint, the form again once hydrated).
 * Both check the name against the select's own options, so the list is not shipped to the browser.
 */
export const SERVICE_QUERY = 'servicio';
