// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { LoginForm } from './login-form.tsx';

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
});

describe('the login form of a server-rendered page', () => {
  it('keeps what was typed (or filled in by a password manager) before the app took the page over', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LoginForm />);
    document.body.append(container);
    const field = (name: string) =>
      container.querySelector<HTMLInputElement>(`input[name="${name}"]`) as HTMLInputElement;
    expect(container.querySelector('form')?.getAttribute('method')).toBe('post');
    field('username').value = 'private.4@example.com';
    field('password').value = 'Demo-pass-1';
    await act(async () => {
      root = hydrateRoot(container, <LoginForm />);
    });
    expect(field('username').value).toBe('private.4@example.com');
    expect(field('password').value).toBe('Demo-pass-1');
    // Sent once the app runs the page: the form has the typed values, not its empty start.
    await act(async () => {
      container.querySelector('form')?.requestSubmit();
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(field('username').getAttribute('aria-invalid')).not.toBe('true');
    expect(field('password').getAttribute('aria-invalid')).not.toBe('true');
  });

  it('still asks for what is missing (the check above can fail)', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LoginForm />);
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, <LoginForm />);
    });
    await act(async () => {
      container.querySelector('form')?.requestSubmit();
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(container.querySelector('input[name="username"]')?.getAttribute('aria-invalid')).toBe('true');
  });
});
