export { OrderPage } from './components/order-page.tsx';
export { OrderStatusBadge } from './components/order-status.tsx';
export { OrdersPage } from './components/orders-page.tsx';
