import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor poll until what they wait for is there and return at once; this is only how long
// they keep trying before failing. The default (1 s) loses to a lazy form's first import on a
// loaded two-core machine, so a correct test failed there.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
