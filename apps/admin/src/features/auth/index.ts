export { checkSession, signOut } from './api/session-calls.ts';
export { LanguageSwitch } from './components/language-switch.tsx';
export { SignInPage } from './components/sign-in-page.tsx';
