// Decap's local mode: `npm run admin` runs decap-server on this port, and the editor's configuration
// (local_backend) and its Content-Security-Policy (connect-src) name the same URL.
// DECAP_SERVER_PORT moves it at build time (the editor's browser test uses a port of its own).

export const LOCAL_BACKEND_PORT = Number(process.env.DECAP_SERVER_PORT || 8081);
export const LOCAL_BACKEND_ORIGIN = `http://localhost:${LOCAL_BACKEND_PORT}`;
export const LOCAL_BACKEND_URL = `${LOCAL_BACKEND_ORIGIN}/api/v1`;
