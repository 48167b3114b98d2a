// The relay as a Cloudflare Worker (wrangler.toml beside this file). The practice's public origin
// comes from its facts: wrangler bundles content/consultorio.yml as a text module at deploy time,
// so a changed siteUrl reaches the relay with the next `wrangler deploy`.
import consultorioYaml from '../../content/consultorio.yml';
import { createHandler } from './handler.ts';
import { siteOriginFromFacts } from './site-origin.ts';

const worker = { fetch: createHandler(siteOriginFromFacts(consultorioYaml)) };

export default worker;
