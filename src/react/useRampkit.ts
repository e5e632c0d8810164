import { useContext } from 'react';
import { addEnglishArea, type Messages } from '../i18n';
import { RampkitContext, type RampkitContextValue } from './context';

/**
 * The kit's context. Fails with a message that says what to do when used outside the provider.
 * A component whose strings are outside the English core passes its area's English, so that area
 * ships with the component and not with every host's bundle.
 */
export function useRampkit(useCase = 'this component', englishArea?: Partial<Messages>): RampkitContextValue {
  if (englishArea) addEnglishArea(englishArea);
  const value = useContext(RampkitContext);
  if (!value) {
    throw new Error(
      `Could not find the Rampkit context: ${useCase} must be rendered inside <RampkitProvider proxyUrl="/api">. ` +
        'Wrap the part of your app that uses Rampkit components or hooks in the provider.',
    );
  }
  return value;
}
