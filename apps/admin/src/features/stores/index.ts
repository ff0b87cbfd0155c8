export { StoreRequestsPage } from './components/store-requests-page.tsx';
