/**
 * The sign-in test's ports, from AUTH_E2E_BASE_PORT (4950): the editor's site +0, the relay
 * (wrangler dev) +1 and its inspector +2, the GitHub stand-in +3 and a foreign site +4. Its build
 * is a published one: its editor has no local backend.
 * Read by checks/playwright.config.ts (the auth suite) before the editor's modules load (they read the environment).
 */
export const BASE_PORT = Number(process.env.AUTH_E2E_BASE_PORT ?? 4950);
export const SITE_PORT = BASE_PORT;
export const RELAY_PORT = BASE_PORT + 1;
export const RELAY_INSPECTOR_PORT = BASE_PORT + 2;
export const GITHUB_PORT = BASE_PORT + 3;
export const FOREIGN_PORT = BASE_PORT + 4;

export const siteOrigin = `http://127.0.0.1:${SITE_PORT}`;
export const relayOrigin = `http://127.0.0.1:${RELAY_PORT}`;
export const githubOrigin = `http://127.0.0.1:${GITHUB_PORT}`;
export const foreignOrigin = `http://127.0.0.1:${FOREIGN_PORT}`;
export const apiRoot = `${githubOrigin}/api/v3`;

/** The GitHub OAuth app the stand-in knows, and the repository the editor saves to. */
export const CLIENT_ID = 'Iv1.standin-client';
export const CLIENT_SECRET = 'standin-secret-0123456789';
export const REPO = 'consultorio/sitio';
export const BRANCH = 'main';

/**
 * The Node relay behind nginx (relay-behind-nginx.spec.ts): nginx +5, `node publish/auth-relay/node.ts` +6.
 */
export const NGINX_PORT = BASE_PORT + 5;
export const NODE_RELAY_PORT = BASE_PORT + 6;
