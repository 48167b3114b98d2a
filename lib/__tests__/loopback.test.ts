import { checkUrlSetting, isLoopbackHost, isSecureOrLoopback } from '../loopback.mjs';

describe('isSecureOrLoopback: plain http only on this machine', () => {
  it('accepts https anywhere, and http on 127.0.0.0/8, ::1 and localhost', () => {
    for (const url of [
      'https://acceso.consultorio.mx',
      'http://127.0.0.1:4950',
      'http://127.8.9.10',
      'http://[::1]:8081',
      'http://localhost:8081',
      'http://LOCALHOST',
      'http://0x7f000001',
    ])
      expect({ url, ok: isSecureOrLoopback(new URL(url)) }).toEqual({ url, ok: true });
  });

  it('refuses http to any other host, even one named like a loopback address', () => {
    for (const url of [
      'http://acceso.consultorio.mx',
      'http://10.0.0.1',
      'http://192.168.1.5:8081',
      'http://127.0.0.1.evil.example',
      'http://localhost.evil.example',
      'http://[::2]',
      'ftp://127.0.0.1',
    ])
      expect({ url, ok: isSecureOrLoopback(new URL(url)) }).toEqual({ url, ok: false });
  });

  it('reads hostnames as URL gives them', () => {
    expect(isLoopbackHost('127.0.0.1')).toBe(true);
    expect(isLoopbackHost('127.0.0.256')).toBe(false);
    expect(isLoopbackHost('128.0.0.1')).toBe(false);
  });
});

describe('checkUrlSetting (NEXT_PUBLIC_CONTACT_ENDPOINT, read by next.config.mjs)', () => {
  it('passes an unset setting, https, and http on this machine', () => {
    expect(() => checkUrlSetting('NEXT_PUBLIC_CONTACT_ENDPOINT', undefined)).not.toThrow();
    expect(() =>
      checkUrlSetting('NEXT_PUBLIC_CONTACT_ENDPOINT', 'https://forms.example.com/contacto'),
    ).not.toThrow();
    expect(() =>
      checkUrlSetting('NEXT_PUBLIC_CONTACT_ENDPOINT', 'http://127.0.0.1:4599/contacto'),
    ).not.toThrow();
  });
  it('refuses plain http elsewhere and what is no URL, naming the setting', () => {
    expect(() =>
      checkUrlSetting('NEXT_PUBLIC_CONTACT_ENDPOINT', 'http://forms.example.com/contacto'),
    ).toThrow(
      "NEXT_PUBLIC_CONTACT_ENDPOINT: 'http://forms.example.com/contacto' debe empezar con https://",
    );
    expect(() => checkUrlSetting('NEXT_PUBLIC_CONTACT_ENDPOINT', 'forms.example.com')).toThrow(
      /no es una dirección web/,
    );
  });
});
