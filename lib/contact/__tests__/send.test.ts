import { postContact, SendError } from '../send';

const payload = {
  name: 'Ana',
  phone: '311',
  email: 'a@b.mx',
  service: '',
  message: 'hola 👋',
  page: '/contacto',
  sentAt: '2026-11-22T10:00:00.000Z',
};

describe('postContact', () => {
  it('POSTs the payload as JSON', async () => {
    const fetchImpl = jest.fn().mockResolvedValue({ ok: true, status: 200 });
    await postContact('https://api.example.com/contacto', payload, { fetchImpl });
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe('https://api.example.com/contacto');
    expect(init.method).toBe('POST');
    expect(init.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(init.body)).toEqual(payload);
  });

  it('fails on a non-2xx answer', async () => {
    const fetchImpl = jest.fn().mockResolvedValue({ ok: false, status: 500 });
    await expect(postContact('https://x.example', payload, { fetchImpl })).rejects.toEqual(
      new SendError(500),
    );
  });

  it('fails on a network error', async () => {
    const fetchImpl = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(postContact('https://x.example', payload, { fetchImpl })).rejects.toBeInstanceOf(
      SendError,
    );
  });

  it('aborts after the timeout', async () => {
    const fetchImpl = jest.fn(
      (_: string, init: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    );
    await expect(
      postContact('https://x.example', payload, {
        fetchImpl: fetchImpl as unknown as typeof fetch,
        timeoutMs: 20,
      }),
    ).rejects.toEqual(new SendError(null));
  });
});
