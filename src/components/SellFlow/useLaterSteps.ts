'use client';
// The screens after the amount step (later-steps.tsx) load from the moment a flow mounts: while the
// customer types an amount, or at once for a flow mounted onto a later step (a kept sale, a default
// amount). As DynamicForm's code, without Suspense (lazyModule).
import type * as Later from './later-steps';
import { lazyModule } from '../../react/lazy-module';

export type LaterSteps = typeof Later;

const laterSteps = lazyModule<LaterSteps>(() => import('./later-steps'));

/**
 * The later screens, or undefined while they load. `needed`: a later screen is to be shown now; a
 * failed load then goes to the host's error boundary, while a failed early load is only tried again
 * when a screen needs it.
 */
export const useLaterSteps = (needed: boolean) => laterSteps.useModule(needed);

/** Starts loading the later screens (e.g. to go on to the form's own chunk as the amount is typed). */
export const preloadLaterSteps = laterSteps.preload;
