// @ts-check
// The photos' budget in Lighthouse: the same practice built with a 12-megapixel phone photo in every
// photo field and without any (checks/photo-practice.mjs: `maximum` and `none`), measured in one run with
// Lighthouse's own settings and scoring, the two exports' runs interleaved round by round. Per page: the median performance with photos must be at least
// PHOTOS_PERFORMANCE_GATE (target 100), and the median LCP with photos at most LCP_RATIO times the
// same page's without. Prints both medians per page. Not in npm test: timing, for a quiet machine.
//
// Build both exports first (about two builds' time), then run this:
//   npx node -e "import('./checks/photo-practice.mjs').then(async (m) => { await m.writePhotoPractice('.cache/photo-budget', { photos: 'maximum' }); await m.writePhotoPractice('.cache/photo-budget-none', { photos: 'none' }); })"
//   FACTS_DIR=.cache/photo-budget NEXT_DIST_DIR=out-photo-budget npm run build
//   FACTS_DIR=.cache/photo-budget-none NEXT_DIST_DIR=out-photo-budget-none npm run build
//   node checks/perf/photos-lighthouse.mjs [out-photo-budget] [out-photo-budget-none] [-- /route ...]
// (node checks/perf/photos-lighthouse.mjs … runs the last line.) PHOTOS_LIGHTHOUSE_RUNS (default 5), LIGHTHOUSE_HTTP1=1 as in checks/perf/lighthouse.mjs.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { lighthouseRun } from './lighthouse-run.mjs';
import { median } from './median.mjs';
import { servedProtocol } from './served-protocol.mjs';
import { startStaticServer } from '../../build/scripts/static-server.mjs';

const RUNS = Number(process.env.PHOTOS_LIGHTHOUSE_RUNS ?? 5);
const LCP_RATIO = 1.1;
const PERFORMANCE_GATE = Number(process.env.PHOTOS_PERFORMANCE_GATE ?? 98);
const PERFORMANCE_TARGET = 100;
/** The pages where the photos are: the portrait's two, the practices' cards, a service page with its image. */
const DEFAULT_ROUTES = ['/', '/sobre-mi/', '/contacto/', '/servicios/cirugia-catarata/'];

const dash = process.argv.indexOf('--');
const [withArg = 'out-photo-budget', withoutArg = 'out-photo-budget-none'] = process.argv.slice(
  2,
  dash === -1 ? undefined : dash,
);
const routes = dash === -1 ? DEFAULT_ROUTES : process.argv.slice(dash + 1);
const exportsToMeasure = { with: path.resolve(withArg), without: path.resolve(withoutArg) };
for (const [name, dir] of Object.entries(exportsToMeasure))
  if (!existsSync(path.join(dir, 'index.html'))) {
    console.error(
      `No export at ${dir} (${name} photos): build it first (see the top of checks/perf/photos-lighthouse.mjs).`,
    );
    process.exit(2);
  }

const { protocol, tlsDir, chromeFlags } = servedProtocol(process.env.LIGHTHOUSE_HTTP1 === '1');
const categories = ['performance'];
const servers = {
  with: await startStaticServer(exportsToMeasure.with, undefined, { tlsDir }),
  without: await startStaticServer(exportsToMeasure.without, undefined, { tlsDir }),
};
const targets = routes.flatMap((route) =>
  /** @type {const} */ (['with', 'without']).map((variant) => ({
    route,
    variant,
    url: servers[variant].origin + route,
  })),
);

/** @type {Map<string, { performance: number, lcp: number, element: string }[]>} */
const measured = new Map();
try {
  for (let run = 1; run <= RUNS; run++) {
    for (const target of targets) {
      const key = `${target.variant} ${target.route}`;
      const { lhr } = await lighthouseRun(target.url, { categories, chromeFlags, protocol });
      const result = {
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Infinity,
        element: JSON.stringify(
          lhr.audits['largest-contentful-paint-element']?.details ?? '',
        ).slice(0, 160),
      };
      measured.set(key, [...(measured.get(key) ?? []), result]);
      console.log(
        `${key.padEnd(44)} run ${run}: performance ${result.performance}, LCP ${Math.round(result.lcp)} ms`,
      );
    }
  }
} finally {
  servers.with.stop();
  servers.without.stop();
}

/** @param {'with' | 'without'} variant @param {string} route */
function medians(variant, route) {
  const runs = measured.get(`${variant} ${route}`) ?? [];
  return {
    performance: median(runs.map((run) => run.performance)),
    lcp: Math.round(median(runs.map((run) => run.lcp))),
    element: runs[0]?.element ?? '',
  };
}

let failed = false;
console.log(
  `\nLighthouse mobile over ${protocol}, median of ${RUNS} runs each, Lighthouse's own settings (gate: performance >= ${PERFORMANCE_GATE}, target ${PERFORMANCE_TARGET}; LCP with photos <= ${LCP_RATIO} x without)`,
);
console.log(
  `${'page'.padEnd(32)}${'perf with'.padStart(11)}${'perf without'.padStart(14)}${'LCP with'.padStart(11)}${'LCP without'.padStart(13)}${'ratio'.padStart(8)}`,
);
for (const route of routes) {
  const withPhotos = medians('with', route);
  const without = medians('without', route);
  const ratio = withPhotos.lcp / without.lcp;
  const problems = [
    ...(withPhotos.performance < PERFORMANCE_GATE
      ? [`performance ${withPhotos.performance} < ${PERFORMANCE_GATE}`]
      : []),
    ...(ratio > LCP_RATIO ? [`LCP ${withPhotos.lcp} ms > ${LCP_RATIO} x ${without.lcp} ms`] : []),
  ];
  failed ||= problems.length > 0;
  console.log(
    `${route.padEnd(32)}${String(withPhotos.performance).padStart(11)}${String(without.performance).padStart(14)}${`${withPhotos.lcp} ms`.padStart(11)}${`${without.lcp} ms`.padStart(13)}${ratio.toFixed(2).padStart(8)}${problems.length ? `  FAIL ${problems.join('; ')}` : withPhotos.performance < PERFORMANCE_TARGET ? '  (short of the target)' : ''}`,
  );
  console.log(`${''.padEnd(32)}LCP element with photos: ${withPhotos.element}`);
}
process.exit(failed ? 1 : 0);
