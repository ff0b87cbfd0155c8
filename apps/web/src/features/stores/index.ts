/**
 * The store selection's public API. No other feature uses it; the app shows its page by file
 * (app/route-gate.tsx).
 */
export {};
