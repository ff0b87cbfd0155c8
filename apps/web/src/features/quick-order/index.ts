/**
 * Quick order (issue 26): nothing else uses this feature yet. The app loads its page by file
 * (app/pages.tsx) so that its code and styles arrive with the page.
 */
export {};
