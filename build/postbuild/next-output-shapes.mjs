// @ts-check
// The shapes of Next's exported output that the post-build steps rewrite, written once. Each shape
// has an example copied from a real export of the Next version below: build/postbuild/__tests__/next-output-
// shapes.test.ts checks every pattern against its example (one test per shape), and fails as a whole
// when Next's version changes, so an upgrade names the shapes to compare with a fresh `out/` before
// anything ships. The steps also throw, naming the shape, when a page lacks one they need.

/** The Next version whose output the examples below were copied from. */
export const NEXT_VERSION_OF_EXAMPLES = '16.4.5';

/**
 * @typedef {object} Shape
 * @property {string} name What it is, as an error names it.
 * @property {RegExp} pattern Global where a page can hold several.
 * @property {string} example Copied from an export of NEXT_VERSION_OF_EXAMPLES.
 * @property {string[]} captures What the pattern's groups hold in the example.
 */

/** `<meta charSet="utf-8"/>`, first in every page's <head>: inline scripts and the CSP meta go after it. */
export const CHARSET_META = /** @type {Shape} */ ({
  name: 'meta charset',
  pattern: /<meta charSet="utf-8"\/>/,
  example:
    '<head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>',
  captures: [],
});

/** Each start-up chunk: an async script from /_next/static/ (group 1: its URL). */
export const CHUNK_SCRIPT = /** @type {Shape} */ ({
  name: 'async chunk script',
  pattern: /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g,
  example: '<script src="/_next/static/chunks/05kndx527tifz.js" async=""></script>',
  captures: ['/_next/static/chunks/05kndx527tifz.js'],
});

/**
 * Next's polyfills for browsers without ES modules: a script from a file, which every browser Next
 * supports skips (group 1: its URL). The only script of Next's left in a page once the after-paint
 * step has moved the others out (build/postbuild/page-scripts.mjs accepts it by this shape).
 */
export const POLYFILL_SCRIPT = /** @type {Shape} */ ({
  name: 'nomodule polyfill script',
  pattern: /<script src="(\/_next\/static\/chunks\/[^"]+\.js)" noModule=""><\/script>/g,
  example: '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>',
  captures: ['/_next/static/chunks/0cz1d0mv5g_q7.js'],
});

/** The preload Next adds in <head> for each start-up chunk. */
export const CHUNK_PRELOAD = /** @type {Shape} */ ({
  name: 'chunk preload',
  pattern: /<link rel="preload" as="script"[^>]*>/g,
  example:
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/2hgesv9mvph1g.js"/>',
  captures: [],
});

/**
 * The Turbopack runtime among the start-up chunks: the one that starts the app (and with it Next's
 * reading of the flight data) once every other chunk has registered.
 */
export const RUNTIME_CHUNK = /** @type {Shape} */ ({
  name: 'Turbopack runtime chunk',
  pattern: /^\/_next\/static\/chunks\/turbopack-[^/"]+\.js$/,
  example: '/_next/static/chunks/turbopack-077hmtqrhcoji.js',
  captures: [],
});

/**
 * Every other start-up chunk, whole (after the compile hint, if step 70 added it): one push of
 * its module factories onto globalThis.TURBOPACK, which runs nothing until the runtime starts.
 */
export const REGISTERING_CHUNK = /** @type {Shape} */ ({
  name: 'chunk that only registers its modules',
  pattern:
    /^(?:\/\/# allFunctionsCalledOnLoad\n)?\(globalThis\.TURBOPACK\|\|\(globalThis\.TURBOPACK=\[\]\)\)\.push\(\["object"==typeof document\?document\.currentScript:void 0,[\s\S]*\]\);\s*$/,
  example:
    '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,65052,t=>{"use strict";var e=t.i(71645);t.s(["LogMissingPath",0,function(){return(0,e.useEffect)(()=>{console.error("404 Error: User attempted to access non-existent route:",window.location.pathname)},[]),null}])}]);\n',
  captures: [],
});

/**
 * Turbopack's start entry, the inline script after the page (React's bootstrap script, id _R_):
 * which chunks the runtime waits for and which modules it then runs, the app (group 1: the JSON
 * object pushed).
 */
export const TURBOPACK_START = /** @type {Shape} */ ({
  name: 'Turbopack start entry',
  pattern:
    /<script id="_R_">\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((\{"otherChunks":\[[^\]]*\],"runtimeModuleIds":\[[0-9,]*\]\})\);<\/script>/,
  example:
    '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/2hgesv9mvph1g.js","static/chunks/05kndx527tifz.js"],"runtimeModuleIds":[94553]});</script>',
  captures: [
    '{"otherChunks":["static/chunks/2hgesv9mvph1g.js","static/chunks/05kndx527tifz.js"],"runtimeModuleIds":[94553]}',
  ],
});

/**
 * React DOM's entry modules (react-dom and react-dom/client) in a start-up chunk: each checks for
 * React DevTools (checkDCE) and exports the library, which only defines itself as it is evaluated
 * (group 1: the module's id). The loader evaluates each in a task of its own before the app starts:
 * React DOM is the largest module the start runs.
 */
export const REACT_DOM_MODULE = /** @type {Shape} */ ({
  name: 'React DOM entry module',
  pattern:
    /[,[](\d+),\([\w$,]*\)=>\{"use strict";(?:[\w$]+\.i\(\d+\),)?!function [\w$]+\(\)\{if\("u">typeof __REACT_DEVTOOLS_GLOBAL_HOOK__&&"function"==typeof __REACT_DEVTOOLS_GLOBAL_HOOK__\.checkDCE\)/g,
  example:
    ',88014,(e,t,n)=>{"use strict";e.i(47167),!function e(){if("u">typeof __REACT_DEVTOOLS_GLOBAL_HOOK__&&"function"==typeof __REACT_DEVTOOLS_GLOBAL_HOOK__.checkDCE)try{__REACT_DEVTOOLS_GLOBAL_HOOK__.checkDCE(e)}catch(e){console.error(e)}}(),t.exports=e.r(46480)}',
  captures: ['88014'],
});

/** A start-up chunk with React DOM's entry module among its modules, as tests' exports need one. */
export const STARTUP_CHUNK_EXAMPLE = REGISTERING_CHUNK.example.replace(
  /\]\);\n$/,
  `${REACT_DOM_MODULE.example}]);\n`,
);

/** next/font's preload of the web font (group 1: its URL). */
export const FONT_PRELOAD = /** @type {Shape} */ ({
  name: 'font preload',
  pattern: /<link rel="preload" href="(\/_next\/static\/media\/[^"]+\.woff2)" as="font"[^>]*>/g,
  example:
    '<link rel="preload" href="/_next/static/media/plus_jakarta_sans_latin_wght_normal-s.p.1nsast9qgxif8.woff2" as="font" crossorigin="" type="font/woff2"/>',
  captures: ['/_next/static/media/plus_jakarta_sans_latin_wght_normal-s.p.1nsast9qgxif8.woff2'],
});

/** The inline script that starts the flight data queue, once per page. */
export const FLIGHT_BOOTSTRAP = /** @type {Shape} */ ({
  name: 'flight data bootstrap',
  pattern: /<script>\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\)<\/script>/,
  example: '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  captures: [],
});

/** One string piece of the flight data (group 1: the JSON string literal). */
export const FLIGHT_PIECE = /** @type {Shape} */ ({
  name: 'flight data piece',
  pattern: /<script>self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)<\/script>/g,
  example: '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>',
  captures: ['"1:\\"$Sreact.fragment\\"\\n"'],
});

/**
 * Next's build id in the page's flight data: the last key of row 0, the row that describes the
 * page (group 1: the id; Next's client compares it on a navigation). The same id names the
 * export's `_next/static/<id>/` folder. (The example is a real row 0 with its tree, "t", and
 * metadata keys in the middle left out.)
 */
export const FLIGHT_BUILD_ID = /** @type {Shape} */ ({
  name: 'build id in the flight data',
  pattern: /^0:\{.*"b":"([^"\\]+)"\}$/m,
  example:
    '14:"/_next/static/chunks/2xqbly447ghf2.js"\n0:{"P":null,"c":["",""],"q":"","i":false,"G":["$15",["$L16"]],"S":true,"r":"$undefined","s":"$undefined","a":"$undefined","l":"$undefined","p":"$undefined","d":"$undefined","b":"juJg4dEkBFrIEapLQhzF8"}\n',
  captures: ['juJg4dEkBFrIEapLQhzF8'],
});

/** next/font's @font-face of the web font in the built CSS (group 1: the file, relative to media/). */
export const WEB_FONT_FACE = /** @type {Shape} */ ({
  name: 'web font @font-face',
  pattern: /@font-face\{font-family:["']?sans["']?;src:url\(\.\.\/media\/([^)]+\.woff2)\)/g,
  example:
    '@font-face{font-family:sans;src:url(../media/plus_jakarta_sans_latin_wght_normal-s.p.1nsast9qgxif8.woff2)format("woff2");font-display:optional;font-weight:200 800}',
  captures: ['plus_jakarta_sans_latin_wght_normal-s.p.1nsast9qgxif8.woff2'],
});

/** next/font's size-adjusted local fallback face in the built CSS. */
export const FALLBACK_FACE = /** @type {Shape} */ ({
  name: 'fallback @font-face',
  pattern: /@font-face\{font-family:["']?sans Fallback["']?;src:local\(/,
  example:
    '@font-face{font-family:sans Fallback;src:local(Arial);ascent-override:98.16%;descent-override:20.99%',
  captures: [],
});

/**
 * A Suspense boundary React's prerender wrote out of place (group 1: its number): once the page's
 * HTML passed 12.8 KB (React's progressiveChunkSize, which Next does not expose), every later
 * boundary over 500 bytes is left as this placeholder and its content follows at the end of the
 * page, for an inline script to move in (BOUNDARY_CONTENT).
 */
export const OUTLINED_BOUNDARY = /** @type {Shape} */ ({
  name: 'outlined Suspense boundary',
  pattern: /<!--\$\?--><template id="B:(\d+)"><\/template><!--\/\$-->/g,
  example:
    '<section aria-labelledby="servicios-resumen" class="render-near-viewport py-16 sm:py-24 bg-white"><!--$?--><template id="B:0"></template><!--/$--></section>',
  captures: ['0'],
});

/**
 * An outlined boundary's content, hidden at the end of the page, and the inline script that moves
 * it into its placeholder (the first one also defines React's reveal functions $RB, $RV and $RC)
 * (group 1: the boundary's number; group 2: its HTML).
 */
export const BOUNDARY_CONTENT = /** @type {Shape} */ ({
  name: 'outlined boundary content',
  pattern:
    /<div hidden id="S:(\d+)">([\s\S]*?)<\/div><script>(?:\$RB=\[\];[\s\S]*?)?\$RC\("B:\1","S:\1"\)<\/script>/g,
  example:
    '<div hidden id="S:1"><div class="mx-auto max-w-content px-5 sm:px-8"><h2 id="especialidades">Especialidades</h2></div></div><script>$RC("B:1","S:1")</script>',
  captures: [
    '1',
    '<div class="mx-auto max-w-content px-5 sm:px-8"><h2 id="especialidades">Especialidades</h2></div>',
  ],
});

/** React's timing mark for revealing outlined boundaries, once per page that has them. */
export const REVEAL_TIMING = /** @type {Shape} */ ({
  name: 'boundary reveal timing script',
  pattern: /<script>requestAnimationFrame\(function\(\)\{\$RT=performance\.now\(\)\}\);<\/script>/,
  example:
    '</footer><script>requestAnimationFrame(function(){$RT=performance.now()});</script><div hidden id="S:0">',
  captures: [],
});

/** Every shape, for the test that walks them. */
export const SHAPES = [
  CHARSET_META,
  CHUNK_SCRIPT,
  POLYFILL_SCRIPT,
  CHUNK_PRELOAD,
  RUNTIME_CHUNK,
  REGISTERING_CHUNK,
  TURBOPACK_START,
  REACT_DOM_MODULE,
  FONT_PRELOAD,
  FLIGHT_BOOTSTRAP,
  FLIGHT_PIECE,
  FLIGHT_BUILD_ID,
  WEB_FONT_FACE,
  FALLBACK_FACE,
  OUTLINED_BOUNDARY,
  BOUNDARY_CONTENT,
  REVEAL_TIMING,
];
