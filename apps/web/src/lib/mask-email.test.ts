import { describe, expect, it } from 'vitest';
import { maskEmail } from './mask-email.ts';

describe('maskEmail', () => {
  it('stars the characters from the 4th up to the @', () => {
    expect(maskEmail('business.4@example.com')).toBe('bus*******@example.com');
    expect(maskEmail('abcd@x.se')).toBe('abc*@x.se');
  });

  it('leaves short local parts and masked input as they are', () => {
    expect(maskEmail('abc@x.se')).toBe('abc@x.se');
    expect(maskEmail('bus*******@example.com')).toBe('bus*******@example.com');
  });
});
