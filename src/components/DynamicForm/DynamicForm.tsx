'use client';
// The lazy face of the form: rjsf and the validators load the first time a form is shown, or
// earlier when a flow knows a form is coming (preloadDynamicForm).
import { useEffect, useState } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { DynamicFormLoading } from './DynamicFormLoading';
import type { DynamicFormProps } from './types';
import type RjsfForm from './RjsfForm';

type FormModule = { default: typeof RjsfForm };
let loaded: FormModule | undefined;
let loading: Promise<FormModule> | undefined;

/**
 * Starts loading the form's code ahead of its first render (SellFlow does when the channel list
 * shows). A failed load is forgotten, so the next render or preload tries again.
 */
export function preloadDynamicForm(): Promise<FormModule> {
  loading ??= whenOnline().then(() => import('./RjsfForm')).then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Resolves once the browser is online (TanStack's onlineManager, as the kit's queries follow it).
 * A chunk asked for offline fails, and Chromium keeps a failed dynamic import failed for the life
 * of the page: a preload while the channel step sat offline left the form step unable ever to load
 * its code, and the host's page went blank once the network was back.
 */
function whenOnline(): Promise<void> {
  if (onlineManager.isOnline()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = onlineManager.subscribe((online) => {
      if (!online) return;
      stop();
      resolve();
    });
  });
}

/**
 * Not through React.lazy and Suspense: React holds a suspended boundary's content back for about
 * 300 ms after its fallback showed (its reveal throttle), even when the code arrives a moment
 * later. Here the form shows in the first frame after its code is there (at once when preloaded).
 */
export function DynamicForm(props: DynamicFormProps) {
  const [Form, setForm] = useState(() => loaded?.default);
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (Form) return;
    let current = true;
    preloadDynamicForm().then(
      (module) => current && setForm(() => module.default),
      (error: unknown) => current && setFailure({ error }),
    );
    return () => {
      current = false;
    };
  }, [Form]);
  // A form whose code cannot load is the host's error boundary's to show, as a failed lazy load was.
  if (failure) throw failure.error;
  return Form ? <Form {...props} /> : <DynamicFormLoading {...props} />;
}
