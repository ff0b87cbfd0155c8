export { ProductMedia } from './components/product-media.tsx';
