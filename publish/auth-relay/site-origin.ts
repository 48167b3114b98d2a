import { parse } from 'yaml';

/**
 * The practice's public origin, read from its facts (content/consultorio.yml, `siteUrl`): the one
 * origin the relay always trusts with a token. The build validates the whole file; here only what
 * the relay relies on: an https URL, of which only the origin counts.
 */
export function siteOriginFromFacts(consultorioYaml: string): string {
  const facts: unknown = parse(consultorioYaml);
  const siteUrl =
    facts !== null && typeof facts === 'object'
      ? (facts as Record<string, unknown>).siteUrl
      : undefined;
  if (typeof siteUrl !== 'string')
    throw new Error('content/consultorio.yml: falta siteUrl, la dirección pública del sitio');
  let url: URL;
  try {
    url = new URL(siteUrl);
  } catch {
    throw new Error(`content/consultorio.yml: siteUrl '${siteUrl}' no es una dirección web`);
  }
  if (url.protocol !== 'https:')
    throw new Error(`content/consultorio.yml: siteUrl '${siteUrl}' no empieza con https://`);
  return url.origin;
}
