// @ts-check
// Who is signed in to the editor, as Decap keeps it in this browser's local storage.

/** Where Decap keeps the signed-in user and its token (LocalStorageAuthStore, decap-cms-core's backend.ts). */
export const USER_KEY = 'decap-cms-user';
/** Decap's backend when `npm run admin` runs decap-server (local_backend). */
export const LOCAL_BACKEND = 'proxy';

/** @typedef {{ token?: string, backendName?: string }} User */

/**
 * @param {Storage} storage
 * @returns {User | null}
 */
export function readUser(storage) {
  try {
    const user = JSON.parse(storage.getItem(USER_KEY) || 'null');
    return user && typeof user === 'object' ? user : null;
  } catch {
    return null;
  }
}
