export { ImportPage } from './components/import-page.tsx';
