/** The settings feature's public API: the account page's settings tab, loaded on first use. */
export const loadSettingsTab = () => import('./components/settings-tab.tsx');
