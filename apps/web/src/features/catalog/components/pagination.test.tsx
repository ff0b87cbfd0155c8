// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n.ts';
import { Pagination, pageItems } from './pagination.tsx';

beforeAll(() => {
  initI18n('en');
});
afterEach(cleanup);

describe('pagination', () => {
  it('lists the first, the last and the pages around the current one', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 4, null, 10]);
    expect(pageItems(6, 10)).toEqual([1, null, 5, 6, 7, null, 10]);
    expect(pageItems(10, 10)).toEqual([1, null, 7, 8, 9, 10]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = render(<Pagination page={1} pages={3} onChange={() => {}} />);
    expect((screen.getByTestId('pagination-previous') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('pagination-next') as HTMLButtonElement).disabled).toBe(false);
    rerender(<Pagination page={3} pages={3} onChange={() => {}} />);
    expect((screen.getByTestId('pagination-previous') as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByTestId('pagination-next') as HTMLButtonElement).disabled).toBe(true);
  });

  it('marks the current page and moves to the chosen one', () => {
    const onChange = vi.fn();
    render(<Pagination page={2} pages={3} onChange={onChange} />);
    expect(screen.getByLabelText('Page 2').getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByLabelText('Page 3'));
    fireEvent.click(screen.getByTestId('pagination-previous'));
    expect(onChange.mock.calls).toEqual([[3], [1]]);
  });

  it('ignores pages below 1 or above the last', () => {
    const onChange = vi.fn();
    const { rerender } = render(<Pagination page={1} pages={2} onChange={onChange} />);
    // A disabled button can still be clicked programmatically; the rule stops it anyway.
    (screen.getByTestId('pagination-previous') as HTMLButtonElement).disabled = false;
    fireEvent.click(screen.getByTestId('pagination-previous'));
    rerender(<Pagination page={2} pages={2} onChange={onChange} />);
    (screen.getByTestId('pagination-next') as HTMLButtonElement).disabled = false;
    fireEvent.click(screen.getByTestId('pagination-next'));
    fireEvent.click(screen.getByLabelText('Page 2'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('with addresses, the pages are links that work without JavaScript; a plain click changes the page in place', () => {
    const onChange = vi.fn();
    render(<Pagination page={1} pages={3} onChange={onChange} hrefOf={(p) => `?page=${p}`} />);
    const next = screen.getByTestId('pagination-next');
    expect(next.tagName).toBe('A');
    expect(next.getAttribute('href')).toBe('?page=2');
    expect(screen.getByLabelText('Page 3').getAttribute('href')).toBe('?page=3');
    // Nowhere to go back to: no link.
    expect((screen.getByTestId('pagination-previous') as HTMLButtonElement).disabled).toBe(true);
    const plain = fireEvent.click(next);
    expect(plain).toBe(false); // the browser does not follow it: the app changes the page
    expect(onChange).toHaveBeenCalledWith(2);
    // With a modifier the browser follows the link (a new tab), the page stays.
    expect(fireEvent.click(screen.getByLabelText('Page 3'), { ctrlKey: true })).toBe(true);
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
