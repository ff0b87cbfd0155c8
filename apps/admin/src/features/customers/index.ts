export { CustomerPage } from './components/customer-page.tsx';
export { CustomersPage } from './components/customers-page.tsx';
