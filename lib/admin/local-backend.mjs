// Decap's local mode: `npm run admin` runs decap-server on this port, and the editor's configuration
// (local_backend) and its Content-Security-Policy (connect-src) name the same URL.
// DECAP_SERVER_PORT moves it at build time (the editor's browser test uses a port of its own).

export const LOCAL_BACKEND_PORT = Number(process.env.DECAP_SERVER_PORT || 8081);
export const LOCAL_BACKEND_ORIGIN = `http://localhost:${LOCAL_BACKEND_PORT}`;
export const LOCAL_BACKEND_URL = `${LOCAL_BACKEND_ORIGIN}/api/v1`;

/**
 * Whether this build's editor may use decap-server: only the local paths set DECAP_LOCAL_BACKEND=1
 * (`npm run admin`, which builds into a folder of its own, and the editor's browser test). Every
 * other build, the published one, leaves local_backend out of the editor's configuration and
 * localhost out of its policy: a published editor never talks to a server on the visitor's computer.
 */
export const LOCAL_BACKEND_ENABLED = process.env.DECAP_LOCAL_BACKEND === '1';
