// One place that says which Chromium the browser tools use and how it is launched.
import { existsSync } from 'node:fs';

/** $CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own download (undefined). */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return undefined;
}

/** Without the networking flags Chromium stalls on refused connections on machines with no internet. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
