/**
 * The auth feature's public API: the login form and the forgot-password dialog (the cart page
 * shows them in place). The session itself is shared state: src/stores/auth-store.ts.
 */
export { ForgotPasswordDialog } from './components/forgot-password-dialog.tsx';
export { LoginForm } from './components/login-form.tsx';
