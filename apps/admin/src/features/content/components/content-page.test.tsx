import type { AdminContentPage, ContentListAnswer } from '@shop/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeCall, fakeFetch, renderAt, signedIn } from '../../../test/render.tsx';
import { ContentPage } from './content-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const FAQ = {
  title: 'Frequently asked questions',
  intro: 'Answers at {{name}}.',
  questions: [
    { question: 'How do I order?', answer: 'Add to cart.' },
    { question: 'When will it arrive?', answer: 'Within 2 working days.' },
    { question: 'How can I pay?', answer: 'Net {{days}} days.' },
  ],
};

const LIST: ContentListAnswer = {
  languages: ['sv', 'en'],
  items: (['about', 'faq', 'terms', 'contact', 'cookies'] as const).flatMap((page) =>
    (['sv', 'en'] as const).map((language) => ({
      page,
      language,
      updatedAt: page === 'faq' && language === 'sv' ? null : '2026-11-26T10:00:00.000Z',
      updatedBy: 'seed',
    })),
  ),
};

function page(body: unknown, language: 'sv' | 'en' = 'en'): AdminContentPage {
  return {
    page: 'faq',
    language,
    body: body as AdminContentPage['body'],
    fallback: null,
    updatedAt: '2026-11-26T10:00:00.000Z',
    updatedBy: 'seed',
  };
}

/** The back office's calls answered from a stored FAQ; a PATCH stores its body. */
function serve(patch?: (call: FakeCall) => { status: number; body?: unknown } | undefined) {
  let stored: unknown = FAQ;
  return fakeFetch((call) => {
    const path = call.url.split('?')[0];
    if (path === '/api/admin/content') return { status: 200, body: LIST };
    if (path === '/api/admin/content/faq/sv')
      return {
        status: 200,
        body: { ...page(null, 'sv'), fallback: { language: 'en', body: FAQ }, updatedAt: null, updatedBy: null },
      };
    if (path === '/api/admin/content/faq/en' && call.method === 'PATCH') {
      const answer = patch?.(call);
      if (answer) return answer;
      stored = (call.body as { body: unknown }).body;
      // A new stamp: the editor keeps its notice when the page's data changes under it.
      return {
        status: 200,
        body: { ...page(stored), updatedAt: '2026-11-26T12:30:00.000Z', updatedBy: 'admin.4@example.com' },
      };
    }
    if (path === '/api/admin/content/faq/en') return { status: 200, body: page(stored) };
    return { status: 404, body: { operationError: 'not_found' } };
  });
}

const questions = () => screen.getAllByTestId('questions-item');
const questionValues = () => questions().map((li) => (within(li).getAllByRole('textbox')[0] as HTMLInputElement).value);

describe('the FAQ editor', () => {
  it('moves, removes and adds questions, previews them in order and saves the list', { timeout: 20_000 }, async () => {
    signedIn();
    const f = serve();
    renderAt(<ContentPage />, { path: '/content?page=faq&lang=en', route: '/content' });
    await screen.findByDisplayValue('How do I order?');
    expect(screen.getByRole('tab', { name: 'FAQ', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'English', selected: true })).toBeTruthy();
    // The Swedish FAQ is not written yet: its tab says so.
    expect(screen.getByRole('tab', { name: /Swedish, not written yet/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Move Question 3 up' }));
    expect(questionValues()).toEqual(['How do I order?', 'How can I pay?', 'When will it arrive?']);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Question 2 up' })),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Move Question 1 down' }));
    expect(questionValues()).toEqual(['How can I pay?', 'How do I order?', 'When will it arrive?']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Question 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Question' }));
    expect(questions()).toHaveLength(3);
    fireEvent.change(screen.getByLabelText('Question (Question 3)'), {
      target: { value: 'Do you ship abroad?' },
    });
    fireEvent.change(screen.getByLabelText('Answer (Question 3)'), { target: { value: 'Yes, {{name}} does.' } });

    const preview = screen.getByTestId('preview-questions');
    expect([...preview.querySelectorAll('summary')].map((s) => s.textContent)).toEqual([
      'How can I pay?',
      'How do I order?',
      'Do you ship abroad?',
    ]);
    expect(within(preview).getByText('{{name}}').tagName).toBe('MARK');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. The shop shows the new text now.')).toBeTruthy();
    expect(screen.getByTestId('content-status').textContent).toMatch(/by admin\.4@example\.com/);
    const sent = f.calls.find((c) => c.method === 'PATCH');
    expect(sent?.url).toBe('/api/admin/content/faq/en?tenant=4');
    expect((sent?.body as { body: typeof FAQ } | undefined)?.body.questions).toEqual([
      FAQ.questions[2],
      FAQ.questions[0],
      { question: 'Do you ship abroad?', answer: 'Yes, {{name}} does.' },
    ]);
  });

  it('marks an empty question before sending, and the fields the server refuses', { timeout: 20_000 }, async () => {
    signedIn();
    const f = serve(() => ({
      status: 422,
      body: { fieldErrors: [{ field: 'body.questions.0.answer', message: 'too_long' }] },
    }));
    renderAt(<ContentPage />, { path: '/content?page=faq&lang=en', route: '/content' });
    await screen.findByDisplayValue('How do I order?');
    fireEvent.click(screen.getByRole('button', { name: 'Add Question' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/2 fields need attention/);
    expect(screen.getByLabelText('Question (Question 4)').getAttribute('aria-invalid')).toBe('true');
    expect(f.calls.some((c) => c.method === 'PATCH')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Question 4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Answer (Question 1)').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Too long')).toBeTruthy();
  });

  it('offers to start a missing language from the text the shop shows instead', async () => {
    signedIn();
    serve();
    renderAt(<ContentPage />, { path: '/content?page=faq&lang=sv', route: '/content' });
    expect(await screen.findByText(/the shop shows the English text/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start from the English text' }));
    expect(screen.getByDisplayValue('How do I order?')).toBeTruthy();
  });

  it('shows an ORDER_HANDLER the texts without a way to change them', async () => {
    signedIn({ roles: ['ORDER_HANDLER'], username: 'orders.4@example.com' });
    serve();
    renderAt(<ContentPage />, { path: '/content?page=faq&lang=en', route: '/content' });
    const field = await screen.findByDisplayValue('How do I order?');
    expect(field.hasAttribute('readonly')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Move/ })).toBeNull();
  });
});

describe('the home page editor', () => {
  const HOME = {
    title: 'Welcome to {{name}}',
    tagline: 'Seals and bags, in stock.',
    cta: 'Browse all products',
    promotionsTitle: 'Why shop with us',
    promotions: [{ icon: 'truck', title: 'Same-day shipping', text: 'Before 14:00.' }],
    sliderTitle: 'Discover our range',
  };

  it('edits the banner and a promotion’s picture, previews them and saves the whole body', async () => {
    signedIn();
    const f = fakeFetch((call) => {
      const path = call.url.split('?')[0];
      if (path === '/api/admin/content') return { status: 200, body: LIST };
      if (path === '/api/admin/content/home/en' && call.method === 'PATCH') {
        return { status: 200, body: { ...page((call.body as { body: unknown }).body), page: 'home' } };
      }
      if (path === '/api/admin/content/home/en') return { status: 200, body: { ...page(HOME), page: 'home' } };
      return { status: 404, body: { operationError: 'not_found' } };
    });
    renderAt(<ContentPage />, { path: '/content?page=home&lang=en', route: '/content' });
    await screen.findByDisplayValue('Seals and bags, in stock.');
    expect(screen.getByRole('tab', { name: 'Home page', selected: true })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Tagline'), { target: { value: 'Call {{phone}} today.' } });
    const icon = screen.getByLabelText('Picture (Promotion 1)') as HTMLSelectElement;
    expect(icon.value).toBe('truck');
    fireEvent.change(icon, { target: { value: 'shield' } });
    const preview = screen.getByTestId('content-preview');
    expect(within(preview).getByText('{{phone}}').tagName).toBe('MARK');
    expect(within(screen.getByTestId('preview-promotions')).getByText('Shield')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. The shop shows the new text now.')).toBeTruthy();
    const sent = f.calls.find((c) => c.method === 'PATCH');
    expect(sent?.url).toBe('/api/admin/content/home/en?tenant=4');
    expect(sent?.body).toEqual({
      body: {
        ...HOME,
        tagline: 'Call {{phone}} today.',
        promotions: [{ ...HOME.promotions[0], icon: 'shield' }],
      },
    });
  });
});
