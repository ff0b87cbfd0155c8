import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App, makeQueryClient } from './app/app.tsx';
import { initLanguage } from './lib/i18n.ts';
import { page } from './lib/page-data.ts';
import { loadSession } from './lib/session.ts';

const shop = page();
initLanguage(shop.defaultLanguage);
loadSession();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter basename="/admin">
        <App client={makeQueryClient()} />
      </BrowserRouter>
    </StrictMode>,
  );
}
