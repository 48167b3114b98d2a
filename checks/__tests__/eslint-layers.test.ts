/** @jest-environment node */
import { ESLint } from 'eslint';
import config from '../../eslint.config.mjs';

/**
 * The layers eslint.config.mjs keeps (import/no-restricted-paths), each shown failing on a
 * deliberately wrong import and passing on an allowed one. Each fixture is linted as if it were a
 * file at `path` (nothing is written there); its imports resolve to the real files.
 * The config is handed over as an object: Jest cannot run ESLint's own dynamic import of it.
 */

type Fixture = { path: string; code: string };

const wrong: Record<string, Fixture> = {
  'a page importing the build stage': {
    path: 'app/fixture/page.tsx',
    code: "import { sitePages } from '@/build/postbuild/site-pages.mjs';\nexport const pages = sitePages;\n",
  },
  'a component importing a check': {
    path: 'components/fixture.tsx',
    code: "import { countNodes } from '../checks/schema-check.mjs';\nexport const count = countNodes;\n",
  },
  'a component importing perf': {
    path: 'components/sections/fixture.tsx',
    code: "import '@/checks/perf/bytes.mjs';\nexport const fixture = 1;\n",
  },
  'a page importing a developer script': {
    path: 'app/fixture.tsx',
    code: "import { chromiumPath } from '../build/scripts/chromium.mjs';\nexport const path = chromiumPath;\n",
  },
  'content importing a link builder': {
    path: 'content/fixture.ts',
    code: "import { telHref } from '@/lib/contact-links';\nexport const href = telHref('+523110000000');\n",
  },
  "content importing the practice's links": {
    path: 'content/fixture.ts',
    code: "import { mainPhoneHref } from '@/lib/practice-links';\nexport const href = mainPhoneHref;\n",
  },
  'content importing scheduling code (relative path)': {
    path: 'content/facts/fixture.ts',
    code: "import { isoWeekday } from '../../lib/closures';\nexport const day = isoWeekday('2026-01-01');\n",
  },
  'content importing the open-now arithmetic': {
    path: 'content/fixture.ts',
    code: "import { statusAt } from '@/lib/open-now';\nexport const status = statusAt;\n",
  },
  'a pure lib helper importing content': {
    path: 'lib/fixture.ts',
    code: "import { practice } from '@/content/practice';\nexport const name = practice.doctor.name;\n",
  },
  'an adapter in lib importing a component': {
    path: 'lib/structured-data/fixture.ts',
    code: "import { Card } from '@/components/ui/card';\nexport const card = Card;\n",
  },
  'content importing a page': {
    path: 'content/fixture.ts',
    code: "import Home from '../app/(es)/page';\nexport const home = Home;\n",
  },
  'a component importing a page': {
    path: 'components/layout/fixture.tsx',
    code: "import Home from '@/app/(es)/page';\nexport const home = Home;\n",
  },
  'a pure lib helper importing content wording': {
    path: 'lib/contact/fixture.ts',
    code: "import { openNowText } from '../../content/open-now';\nexport const text = openNowText.open;\n",
  },
  'lib importing the sign-in relay': {
    path: 'lib/admin/fixture.ts',
    code: "import { readSettings } from '../../publish/auth-relay/settings.ts';\nexport const read = readSettings;\n",
  },
  'the build stage importing the deploy command': {
    path: 'build/postbuild/fixture.mjs',
    code: "import { readSettings } from '../../publish/settings.mjs';\nexport const read = readSettings;\n",
  },
  'the deploy command importing a check': {
    path: 'publish/fixture.mjs',
    code: "import { countNodes } from '../checks/schema-check.mjs';\nexport const count = countNodes;\n",
  },
  'a developer tool importing a check': {
    path: 'build/scripts/fixture.mjs',
    code: "import { countNodes } from '../../checks/schema-check.mjs';\nexport const count = countNodes;\n",
  },
  'a check importing the deploy command': {
    path: 'checks/fixture.mjs',
    code: "import { readSettings } from '../publish/settings.mjs';\nexport const read = readSettings;\n",
  },
  'the relay importing the deploy command': {
    path: 'publish/auth-relay/fixture.ts',
    code: "import { readSettings } from '../settings.mjs';\nexport const read = readSettings;\n",
  },
};

const allowed: Record<string, Fixture> = {
  'content importing a pure formatter': {
    path: 'content/fixture.ts',
    code: "import { formatPhone } from '@/lib/phone-format';\nexport const phone = formatPhone('+523110000000');\n",
  },
  'content importing a constant': {
    path: 'content/fixture.ts',
    code: "import { FIELD_MAX_LENGTH } from '@/lib/contact/fields';\nexport const max = FIELD_MAX_LENGTH;\n",
  },
  'a pure lib helper importing content types': {
    path: 'lib/fixture.ts',
    code: "import type { OpeningWindow } from '@/content/types';\nexport type Window = OpeningWindow;\n",
  },
  'an adapter composing content': {
    path: 'lib/structured-data/fixture.ts',
    code: "import { practice } from '@/content/practice';\nexport const name = practice.doctor.name;\n",
  },
  'a component importing lib and content': {
    path: 'components/fixture.tsx',
    code: "import { actionText } from '@/content/actions';\nimport { actions } from '@/lib/practice-links';\nexport const both = [actionText, actions];\n",
  },
  'the deploy command importing the response policy': {
    path: 'publish/fixture.mjs',
    code: "import { isFingerprinted } from '../build/postbuild/response-policy.mjs';\nexport const fingerprinted = isFingerprinted;\n",
  },
  'a check importing a developer tool': {
    path: 'checks/fixture.mjs',
    code: "import { chromiumPath } from '../build/scripts/chromium.mjs';\nexport const path = chromiumPath;\n",
  },
  'the relay importing a pure lib helper': {
    path: 'publish/auth-relay/fixture.ts',
    code: "import { isGitHubScope } from '../../lib/github-scope.ts';\nexport const isScope = isGitHubScope;\n",
  },
  'a test reaching across layers': {
    path: 'content/__tests__/fixture.test.ts',
    code: "import { telHref } from '@/lib/contact-links';\nexport const href = telHref('+523110000000');\n",
  },
};

const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: config });

async function layerErrors({ path, code }: Fixture): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path });
  const fatal = result!.messages.filter((message) => message.fatal);
  if (fatal.length > 0)
    throw new Error(`${path}: ${fatal.map((message) => message.message).join('; ')}`);
  return result!.messages
    .filter((message) => message.ruleId === 'import/no-restricted-paths')
    .map((message) => message.message);
}

describe('the layers ESLint keeps', () => {
  it.each(Object.entries(wrong))(
    'refuses %s',
    async (_, fixture) => {
      expect(await layerErrors(fixture)).toEqual([expect.stringContaining('Unexpected path')]);
    },
    30_000,
  );

  it.each(Object.entries(allowed))(
    'allows %s',
    async (_, fixture) => {
      expect(await layerErrors(fixture)).toEqual([]);
    },
    30_000,
  );
});
