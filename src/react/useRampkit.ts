import { useContext } from 'react';
import { RampkitContext, type RampkitContextValue } from './context';

/** The kit's context. Fails with a message that says what to do when used outside the provider. */
export function useRampkit(useCase = 'this component'): RampkitContextValue {
  const value = useContext(RampkitContext);
  if (!value) {
    throw new Error(
      `Could not find the Rampkit context: ${useCase} must be rendered inside <RampkitProvider proxyUrl="/api">. ` +
        'Wrap the part of your app that uses Rampkit components or hooks in the provider.',
    );
  }
  return value;
}
