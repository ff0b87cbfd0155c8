/** The catalog calls other features may use. */
export {
  type ProductQuery,
  useCampaigns,
  useCategories,
  useGroups,
  useProduct,
  useProducts,
  useProductTotal,
} from './catalog-calls.ts';
