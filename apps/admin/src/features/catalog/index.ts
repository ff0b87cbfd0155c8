export { CampaignsPage } from './components/campaigns-page.tsx';
export { GroupsPage } from './components/groups-page.tsx';
export { ProductPage } from './components/product-page.tsx';
export { ProductsPage } from './components/products-page.tsx';
