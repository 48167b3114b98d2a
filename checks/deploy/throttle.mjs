// A TCP relay in front of a server that can slow what a client sends to it (for sshd, which has no
// bandwidth limit of its own): the deploy then takes long enough for a browser loop to meet it.
import { connect, createServer } from 'node:net';

/** The shortest pause the relay makes (see below). */
const MIN_PAUSE_MS = 20;

/** Listens on 127.0.0.1:port and forwards to 127.0.0.1:target; `setRate(bytesPerSecond | null)` for the link's upload. */
export function startThrottle(port, target) {
  /** @type {number | null} */
  let rate = null;
  let linkFreeAt = 0;
  /** @type {Set<import('node:net').Socket>} */
  const sockets = new Set();
  const server = createServer((client) => {
    const upstream = connect(target, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    upstream.pipe(client);
    // Upload direction, all connections sharing one slow link: each chunk takes its share of time
    // at the current rate after the chunks sent before it, on whichever connection.
    client.on('data', (chunk) => {
      if (!rate) return upstream.write(chunk);
      const now = Date.now();
      linkFreeAt = Math.max(now, linkFreeAt) + (chunk.length / rate) * 1000;
      // A chunk due within a few milliseconds goes at once: SFTP's many small requests would
      // otherwise each wait for a timer, which a loaded machine fires late (the link's average
      // rate is kept all the same: linkFreeAt carries the time they owe).
      if (linkFreeAt - now < MIN_PAUSE_MS) return upstream.write(chunk);
      client.pause();
      setTimeout(() => {
        upstream.write(chunk);
        client.resume();
      }, linkFreeAt - now);
    });
    client.on('end', () => upstream.end());
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        port,
        setRate(/** @type {number | null} */ bytesPerSecond) {
          rate = bytesPerSecond;
        },
        stop: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done(undefined));
          }),
      }),
    );
  });
}
