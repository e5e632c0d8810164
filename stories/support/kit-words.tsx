// A host's own label in a story, in the kit's words: read from the provider at render, so it follows
// the locale the story is shown in (and the German run's last look in the pseudo-locale) instead of
// staying English or staying German after a switch.
import type { ReactNode } from 'react';
import type { Translate } from '../../src/i18n';
import { useRampkit } from '../../src/react/useRampkit';

export function KitWords({ children }: { children: (t: Translate) => ReactNode }) {
  const { t } = useRampkit('a story');
  return children(t);
}
