// A test file whose tests must log no console error (React warnings, rjsf complaints): call once
// at the top level; each test fails if console.error was called while it ran.
import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';

export function failOnConsoleErrors(): void {
  let consoleError: MockInstance<typeof console.error>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
}
