export { OwnerPicture } from './components/owner-picture.tsx';
export { ProductMedia } from './components/product-media.tsx';
