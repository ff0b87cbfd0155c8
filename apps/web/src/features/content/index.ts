/**
 * The content pages' public API. No other feature uses them; the app loads each page by file
 * (app/pages.tsx, app/route-gate.tsx) so that a page's code and styles stay in their own chunk.
 */
export {};
