/**
 * The product page's public API. No other feature uses its parts; the app loads the page by
 * file (app/pages.tsx) so that its code and styles stay in their own chunk.
 */
export {};
