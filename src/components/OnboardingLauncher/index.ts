export { OnboardingLauncher, type OnboardingLauncherProps } from './OnboardingLauncher';
