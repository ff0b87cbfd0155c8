import { configure } from '@testing-library/dom';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { endSession } from '../lib/session.ts';

// jsdom has no CSS.escape; react-aria's dialogs read a meta tag through it.
if (typeof CSS === 'undefined') {
  (globalThis as { CSS?: unknown }).CSS = { escape: (value: string) => value.replace(/["\\]/g, '\\$&') };
}

// Dialogs and lazy answers on a busy machine can take more than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  endSession();
  localStorage.clear();
});
