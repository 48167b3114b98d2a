import { rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { test as base } from '@playwright/test';
import { startGitHubStandIn, type StandIn } from './github-stand-in';
import {
  closeServer,
  FULL_BUILD,
  prepareEditor,
  removeRelayCache,
  startForeignSite,
  startRelay,
  startSite,
  stop,
} from './harness';

/**
 * The suite's servers, started once per worker (the suite runs one) and shared by its spec files:
 * the editor's site (one assembled editor, or one whole build), the GitHub stand-in, the sign-in
 * relay in wrangler dev, and the foreign site. Each starts when a test first needs it; a spec file
 * resets the stand-in's records before it starts (github.reset()).
 */
export const test = base.extend<
  object,
  {
    editorDir: string;
    github: StandIn;
    relay: void;
    foreign: { server: Server; requests: string[] };
  }
>({
  editorDir: [
    async ({}, provide) => {
      const dir = prepareEditor();
      const site = await startSite(dir);
      try {
        await provide(dir);
      } finally {
        await stop(site);
        rmSync(dir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: FULL_BUILD ? 900_000 : 120_000 },
  ],
  github: [
    async ({}, provide) => {
      const github = await startGitHubStandIn();
      try {
        await provide(github);
      } finally {
        await closeServer(github.server);
      }
    },
    { scope: 'worker' },
  ],
  relay: [
    async ({}, provide) => {
      const relay = await startRelay();
      try {
        await provide();
      } finally {
        await stop(relay);
        removeRelayCache();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  foreign: [
    async ({}, provide) => {
      const foreign = await startForeignSite();
      try {
        await provide(foreign);
      } finally {
        await closeServer(foreign.server);
      }
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
