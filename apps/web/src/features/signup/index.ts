/**
 * The sign-up and reset-password pages' public API. No other feature uses them; the app loads
 * each page by file (app/pages.tsx).
 */
export {};
