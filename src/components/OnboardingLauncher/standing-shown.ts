// Set by CustomerStatus around what it renders: the customer's standing is already shown there, so
// an OnboardingLauncher placed inside it (its `onboardingAction`) shows only its button and what the
// button needs, never a second status line that could say something else.
import { createContext } from 'react';

export const StandingShownContext = createContext(false);
