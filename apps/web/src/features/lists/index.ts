/**
 * Order lists (issue 26 item 2): the account page's lists tab, loaded on first use, and 'Save
 * as order list' for the cart page and the account's orders (both lazy pages themselves).
 */
export { type ListSource, SaveAsList } from './components/save-as-list.tsx';

/** The account page's lists tab (`/account/lists`, `/account/lists/{id}`), loaded on first use. */
export const loadListsTab = () => import('./components/lists-tab.tsx');
