import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPageData } from '../../../lib/page-data.ts';
import { currentSession } from '../../../lib/session.ts';
import { fakeFetch, renderAt, tokenAnswer } from '../../../test/render.tsx';
import { SignInPage } from './sign-in-page.tsx';

afterEach(() => vi.unstubAllGlobals());

function fillAndSubmit(username = 'admin.4@example.com', password = 'Demo-pass-1') {
  fireEvent.change(screen.getByLabelText(/e-mail address|e-postadress/i), { target: { value: username } });
  fireEvent.change(screen.getByLabelText(/password|lösenord/i), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: /sign in|logga in/i }));
}

describe('SignInPage', () => {
  setPageData({ id: 4, name: 'Sealwise Nordic', defaultLanguage: 'sv', storeAccountTenants: [3] });

  it.each([
    [401, 'login_failed', 'The e-mail address or password is wrong.'],
    [403, 'error_login_operator', "This account cannot sign in to this shop's back office."],
    [429, 'too_many_attempts', 'Too many attempts. Wait a few minutes and try again.'],
  ])('shows the refusal %s %s translated', async (status, code, text) => {
    fakeFetch(() => ({ status, body: { operationError: code } }));
    renderAt(<SignInPage />, { path: '/', route: '/' });
    fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(currentSession()).toBeNull();
  });

  it('shows the refusal in Swedish when the operator reads Swedish', async () => {
    fakeFetch(() => ({ status: 401, body: { operationError: 'login_failed' } }));
    renderAt(<SignInPage />, { path: '/', route: '/' }, 'sv');
    fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe('E-postadressen eller lösenordet är fel.');
  });

  it('asks for both fields before calling', async () => {
    const f = fakeFetch(() => ({ status: 200, body: tokenAnswer() }));
    renderAt(<SignInPage />, { path: '/', route: '/' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(f.calls).toHaveLength(0);
  });

  it('signs in on the host shop and keeps the session', async () => {
    const f = fakeFetch(() => ({ status: 200, body: tokenAnswer() }));
    renderAt(<SignInPage />, { path: '/', route: '/' });
    fillAndSubmit();
    await waitFor(() => expect(currentSession()?.username).toBe('admin.4@example.com'));
    expect(f.calls[0]?.url).toBe('/api/admin/login?tenant=4');
    expect(f.calls[0]?.body).toEqual({ username: 'admin.4@example.com', password: 'Demo-pass-1' });
    expect(currentSession()?.tenant).toBe(4);
    expect(JSON.parse(sessionStorage.getItem('adminSession') ?? '{}').access_token).toBe('access-1');
  });
});
