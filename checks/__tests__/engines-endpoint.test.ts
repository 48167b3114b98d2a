/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bakedEndpoint, formAction } from '../engines/endpoint-build.mjs';
import { engineOfUserAgent, startReceiver } from '../engines/receiver.mjs';

describe('engines suite: the endpoint build', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'engines-endpoint-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const writeContact = (html: string) => {
    mkdirSync(path.join(dir, 'contacto'), { recursive: true });
    writeFileSync(path.join(dir, 'contacto', 'index.html'), html);
  };

  it('reads the endpoint from the contact form action, skipping forms without one', () => {
    expect(
      formAction(
        '<form class="grid"><input></form><form method="post" action="http://127.0.0.1:4599/contacto" class="x">',
      ),
    ).toBe('http://127.0.0.1:4599/contacto');
    expect(formAction('<form class="grid gap-5" aria-describedby="nota-formulario">')).toBeNull();
    expect(formAction('<form action="/buscar">')).toBeNull();
  });

  it('finds no endpoint in a default build or a missing one', () => {
    expect(bakedEndpoint(dir)).toBeNull();
    writeContact('<form class="grid"></form>');
    expect(bakedEndpoint(dir)).toBeNull();
  });
});

describe('engines suite: the receiver', () => {
  it('tells the engines apart by User-Agent', () => {
    expect(
      engineOfUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0'),
    ).toBe('Firefox');
    expect(
      engineOfUserAgent(
        'Mozilla/5.0 (X11; Ubuntu; Linux x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
      ),
    ).toBe('WebKit');
  });

  it('keeps each engine its posts and answers 500 in fail mode', async () => {
    const receiver = await startReceiver('http://127.0.0.1:0/contacto');
    const post = (userAgent: string, body: object) =>
      fetch(`http://127.0.0.1:${receiver.port}/contacto`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'User-Agent': userAgent },
        body: JSON.stringify(body),
      });
    try {
      receiver.set('Firefox', 'ok');
      receiver.set('WebKit', 'fail');
      expect((await post('Gecko/20100101 Firefox/140.0', { name: 'Ana' })).status).toBe(200);
      expect((await post('AppleWebKit/605.1.15', { name: 'Luis' })).status).toBe(500);
      expect(receiver.posts('Firefox')).toEqual([{ name: 'Ana' }]);
      expect(receiver.posts('WebKit')).toEqual([{ name: 'Luis' }]);
      receiver.set('WebKit', 'ok');
      expect(receiver.posts('WebKit')).toEqual([]);
    } finally {
      await receiver.stop();
    }
  });
});
