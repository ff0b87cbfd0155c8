// The page's starter (app/starter.ts), built into /app-start.js by build/starter-script.ts.
import { startPage } from './app/starter.ts';

const me = document.currentScript;
if (me instanceof HTMLElement) startPage(me);
