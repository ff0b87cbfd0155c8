// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Field } from './field.tsx';
import { TextField } from './text-field.tsx';

afterEach(cleanup);

describe('Field', () => {
  it('labels the control and leaves it plain without hint, error or required', () => {
    render(<Field label="City">{(control) => <input {...control} />}</Field>);
    const input = screen.getByLabelText('City');
    expect(input.id).not.toBe('');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
    expect(input.getAttribute('aria-required')).toBeNull();
  });

  it('wires the hint and the error ids into aria-describedby, hint first', () => {
    render(
      <Field id="city" label="City" hint="As on the letter box" error="Required" required>
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText('City');
    expect(input.id).toBe('city');
    expect(input.getAttribute('aria-describedby')).toBe('city-hint city-error');
    expect(document.getElementById('city-hint')?.textContent).toBe('As on the letter box');
    expect(document.getElementById('city-error')?.textContent).toBe('Required');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
  });

  it('announces the error with the control (its accessible description) and drops it when fixed', () => {
    function Form() {
      const [error, setError] = useState<string | undefined>('Invalid');
      return (
        <>
          <Field label="Zip code" error={error}>
            {(control) => <input {...control} />}
          </Field>
          <button type="button" onClick={() => setError(undefined)}>
            fix
          </button>
        </>
      );
    }
    render(<Form />);
    expect(screen.getByRole('textbox', { name: 'Zip code', description: 'Invalid' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'fix' }));
    const input = screen.getByRole('textbox', { name: 'Zip code', description: '' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Invalid')).toBeNull();
  });

  it('works for a select and a textarea too', () => {
    render(
      <>
        <Field label="Interval" error="Invalid">
          {(control) => (
            <select {...control}>
              <option>1</option>
            </select>
          )}
        </Field>
        <Field label="Message" hint="At most 500 characters">
          {(control) => <textarea {...control} />}
        </Field>
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Interval', description: 'Invalid' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Message', description: 'At most 500 characters' })).toBeTruthy();
  });
});

describe('TextField', () => {
  it('is a Field around an input: hint and error describe it, extra props reach the input', () => {
    render(
      <TextField
        id="pw"
        label="Password"
        hint="At least 8 characters."
        error="Too short"
        type="password"
        aria-required
      />,
    );
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    expect(input.getAttribute('aria-describedby')).toBe('pw-hint pw-error');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
  });
});
