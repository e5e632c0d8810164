// Server rendering: the provider and shared parts render to HTML in Node, where there is no window.
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { RampkitProvider } from './RampkitProvider';
import { Amount } from '../components/shared/Amount';
import { ErrorPanel } from '../components/shared/ErrorPanel';
import { ApiError } from '../api/errors';

describe('SSR', () => {
  it('renders without touching window', () => {
    expect(typeof window).toBe('undefined');
    const error = ApiError.fromResponse(402, { Type: 'InsufficientBalance', Action: 'PrepareSell', Detail: 'low', Instance: 'i-9' });
    const html = renderToString(
      createElement(RampkitProvider, { proxyUrl: '/api', appearance: { theme: 'dark' } }, createElement(Amount, { value: '10.5', currency: 'USD' }), createElement(ErrorPanel, { error })),
    );
    expect(html).toContain('data-rampkit-root');
    expect(html).toContain('$10.50');
    expect(html).toContain('There is not enough balance for this amount.');
    expect(html).toContain('role="alert"');
  });
});
