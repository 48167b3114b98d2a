// A box of Actions secrets as GitHub's REST API keeps them ("REST API endpoints for GitHub Actions
// secrets"): its own key pair, the public key handed out, each secret arriving sealed with it and
// opened with the private key (libsodium's crypto_box_seal_open), so a test sees what GitHub would
// store and the stand-in refuses what GitHub could not open. The repository has one box
// (github-api-stand-in.mjs), each Environment its own (github-environments-stand-in.mjs).
import sodium from 'libsodium-wrappers';
import { listPage, notFound, now, readBody, send } from './github-stand-in-replies.mjs';

/** @typedef {import('./github-stand-in-replies.mjs').Store} Store */
/** @typedef {import('node:http').ServerResponse} Response */

/** @typedef {{ secrets: Store, keyId: string, keyPair: { publicKey: Uint8Array, privateKey: Uint8Array }, prefix: string }} SecretBox */

/** A new box of secrets with its own key pair, answering under `prefix`. @param {string} keyId @param {string} prefix */
export const secretBox = (keyId, prefix) =>
  /** @type {SecretBox} */ ({
    secrets: new Map(),
    keyId,
    keyPair: sodium.crypto_box_keypair(),
    prefix,
  });

/**
 * {prefix}, its public key, and {prefix}/{name} (the repository's /actions/secrets, or an
 * Environment's /environments/{environment}/secrets): a PUT is opened with the private key.
 * @param {SecretBox} box
 * @param {{ method: string, url: URL, rest: string, name: string }} call
 * @param {import('node:http').IncomingMessage} request
 * @param {Response} response
 */
export async function secretRoutes(
  { secrets, keyId, keyPair, prefix },
  { method, url, rest, name },
  request,
  response,
) {
  const { ORIGINAL } = sodium.base64_variants;
  if (rest === `${prefix}/public-key` && method === 'GET')
    return send(response, 200, {
      key_id: keyId,
      key: sodium.to_base64(keyPair.publicKey, ORIGINAL),
    });
  if (rest === prefix && method === 'GET')
    return send(response, 200, listPage(url, secrets, 'secrets'));
  const existing = secrets.get(name);
  if (method === 'GET')
    return existing
      ? send(response, 200, {
          name,
          created_at: existing.created_at,
          updated_at: existing.updated_at,
        })
      : notFound(response);
  if (method === 'DELETE' && existing) return (secrets.delete(name), send(response, 204));
  if (method !== 'PUT') return notFound(response);
  const input = await readBody(request);
  if (input.key_id !== keyId)
    return send(response, 422, { message: 'Bad request: key_id does not match the public key' });
  let value;
  try {
    const sealed = sodium.from_base64(String(input.encrypted_value), ORIGINAL);
    value = sodium.to_string(
      sodium.crypto_box_seal_open(sealed, keyPair.publicKey, keyPair.privateKey),
    );
  } catch {
    return send(response, 422, { message: 'Bad request: encrypted_value could not be decrypted' });
  }
  secrets.set(name, { value, created_at: existing?.created_at ?? now(), updated_at: now() });
  return existing ? send(response, 204) : send(response, 201, {});
}
