/** @jest-environment node */
import { createHmac, generateKeyPairSync } from 'node:crypto';
import { checkHostKey, hostKeyReason } from '../targets/known-hosts.mjs';

/** An ed25519 public key as SSH's wire format (the blob known_hosts holds in base64). */
function sshBlob(): Buffer {
  const der = generateKeyPairSync('ed25519').publicKey.export({ format: 'der', type: 'spki' });
  const raw = der.subarray(der.length - 32);
  const field = (bytes: Buffer) => Buffer.concat([Buffer.from([0, 0, 0, bytes.length]), bytes]);
  return Buffer.concat([field(Buffer.from('ssh-ed25519')), field(raw)]);
}

const key = sshBlob();
const other = sshBlob();
const line = (host: string, blob = key) => `${host} ssh-ed25519 ${blob.toString('base64')}`;

describe('checkHostKey', () => {
  it('matches a plain host on port 22 and [host]:port on another', () => {
    expect(checkHostKey(line('example.mx'), 'example.mx', 22, key)).toBe('match');
    expect(checkHostKey(line('[127.0.0.1]:2222'), '127.0.0.1', 2222, key)).toBe('match');
    expect(checkHostKey(line('127.0.0.1'), '127.0.0.1', 2222, key)).toBe('unknown');
  });
  it('refuses a different key for a known host, and a host it does not know', () => {
    expect(checkHostKey(line('example.mx', other), 'example.mx', 22, key)).toBe('mismatch');
    expect(checkHostKey(line('otro.mx'), 'example.mx', 22, key)).toBe('unknown');
  });
  it('reads several lines, comma lists, patterns and hashed hosts', () => {
    const salt = Buffer.from('0123456789abcdefghij');
    const hashed = `|1|${salt.toString('base64')}|${createHmac('sha1', salt).update('example.mx').digest('base64')}`;
    expect(checkHostKey(`# comment\n${line('a.mx,example.mx')}`, 'example.mx', 22, key)).toBe(
      'match',
    );
    expect(checkHostKey(line('*.example.mx'), 'ftp.example.mx', 22, key)).toBe('match');
    expect(checkHostKey(line(hashed), 'example.mx', 22, key)).toBe('match');
    expect(
      checkHostKey(`${line('example.mx', other)}\n${line('example.mx')}`, 'example.mx', 22, key),
    ).toBe('match');
  });
  it('never accepts a revoked key, whatever the order of the lines', () => {
    const revoked = `@revoked ${line('*')}`;
    expect(checkHostKey(`${revoked}\n${line('example.mx')}`, 'example.mx', 22, key)).toBe(
      'revoked',
    );
    expect(checkHostKey(`${line('example.mx')}\n${revoked}`, 'example.mx', 22, key)).toBe(
      'revoked',
    );
    expect(
      checkHostKey(`${line('example.mx')}\n@revoked ${line('example.mx')}`, 'example.mx', 22, key),
    ).toBe('revoked');
    // A revocation of another key, or for another host, leaves this one trusted.
    expect(
      checkHostKey(`${line('example.mx')}\n@revoked ${line('*', other)}`, 'example.mx', 22, key),
    ).toBe('match');
    expect(
      checkHostKey(`${line('example.mx')}\n@revoked ${line('otro.mx')}`, 'example.mx', 22, key),
    ).toBe('match');
  });
  it('says a revoked key is revoked, in Spanish', () => {
    expect(hostKeyReason('revoked', 'example.mx', 22)).toMatch(
      /^la clave de example\.mx:22 está revocada/,
    );
  });
});
