/** The catalog's public API: its calls, and the product lists and pagination other pages show. */
export {
  type ProductQuery,
  useCampaigns,
  useCategories,
  useGroups,
  useProduct,
  useProducts,
  useProductTotal,
} from './api/catalog-calls.ts';
export { Pagination } from './components/pagination.tsx';
export { ProductGrid, ProductGridSkeleton } from './components/product-grid.tsx';
export { ProductSlider } from './components/product-slider.tsx';
