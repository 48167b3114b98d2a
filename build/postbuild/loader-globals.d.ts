// What the after-paint loader (build/postbuild/80) and the web-font script (build/postbuild/60) read and write on
// the page's global object; declared for the type-check of the loader's source only.
export {};

declare global {
  interface Window {
    /** Next's flight data queue. */
    __next_f?: unknown[];
    /** Turbopack's queue of chunk registrations and start entries, until its runtime replaces it. */
    TURBOPACK?: unknown[];
    /** The web font's URL, left by the <head> script when this browser has not fetched it yet. */
    __webfont?: string;
  }
}
