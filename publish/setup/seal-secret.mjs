// A secret sealed as GitHub's REST API takes it, for the repository's secrets (github-api.mjs) and
// the Environment's (github-environment-api.mjs) alike: libsodium's crypto_box_seal, the library
// GitHub's own examples use.
import sodium from 'libsodium-wrappers';

/**
 * Seals a secret as GitHub expects it: crypto_box_seal with the public key of the repository or
 * the Environment, both in base64.
 * @param {string} value
 * @param {string} publicKey base64
 */
export async function sealSecret(value, publicKey) {
  await sodium.ready;
  const key = sodium.from_base64(publicKey, sodium.base64_variants.ORIGINAL);
  const sealed = sodium.crypto_box_seal(sodium.from_string(value), key);
  return sodium.to_base64(sealed, sodium.base64_variants.ORIGINAL);
}
