import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { plainErrorText } from './error-toast';

describe('plainErrorText', () => {
  it("says a refused body's fields in plain words, each once, without the developer summary", () => {
    const error = new ApiError(400, 'Invalid request body: name name is required', [
      { path: 'name', message: 'name is required' },
      { path: 'mobile', message: 'mobile is required' },
      { path: 'name', message: 'name is required' },
    ]);
    expect(plainErrorText(error)).toBe('name is required. mobile is required');
  });

  it("keeps every other message as the server wrote it (the spec's fixed texts among them)", () => {
    expect(plainErrorText(new ApiError(400, 'Do not have permission'))).toBe(
      'Do not have permission',
    );
    expect(plainErrorText(new Error('Network down'))).toBe('Network down');
  });
});
