/**
 * The checkout's public API. No other feature uses its parts; the app loads its page by file
 * (app/pages.tsx) so that the page's code and styles stay in their own chunk.
 */
export {};
