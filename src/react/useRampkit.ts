import { useContext, useMemo } from 'react';
import { addEnglishArea, type Messages } from '../i18n';
import { RampkitConnectionContext, RampkitLocaleContext, type RampkitConnectionValue, type RampkitContextValue } from './context';

const outside = (useCase: string) =>
  new Error(
    `Could not find the Rampkit context: ${useCase} must be rendered inside <RampkitProvider proxyUrl="/api">. ` +
      'Wrap the part of your app that uses Rampkit components or hooks in the provider.',
  );

/**
 * The kit's context. Fails with a message that says what to do when used outside the provider.
 * A component whose strings are outside the English core passes its area's English, so that area
 * ships with the component and not with every host's bundle.
 */
export function useRampkit(useCase = 'this component', englishArea?: Partial<Messages>): RampkitContextValue {
  if (englishArea) addEnglishArea(englishArea);
  const connection = useContext(RampkitConnectionContext);
  const locale = useContext(RampkitLocaleContext);
  const value = useMemo(() => (connection && locale ? { ...connection, ...locale } : null), [connection, locale]);
  if (!value) throw outside(useCase);
  return value;
}

/**
 * The client, proxy URL, customer and emit alone: a hook that reads only these does not re-render
 * when the locale or the messages change.
 */
export function useRampkitConnection(useCase = 'this component'): RampkitConnectionValue {
  const connection = useContext(RampkitConnectionContext);
  if (!connection) throw outside(useCase);
  return connection;
}
