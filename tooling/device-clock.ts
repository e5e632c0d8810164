// A device whose clock is wrong, for DOM tests against the in-memory sandbox. The sandbox runs in
// the same process on Date.now too, so its own clock is moved back by as much: only the device
// (the kit) is off. Undo with vi.restoreAllMocks().
import { vi } from 'vitest';
import type { SandboxBackend } from '../src/testing/sandbox-backend';

const realNow = Date.now.bind(Date);

/** This device's clock runs `skewMs` ahead of the service's (negative: behind). */
export async function skewDeviceClock(backend: SandboxBackend, skewMs: number): Promise<void> {
  vi.spyOn(Date, 'now').mockImplementation(() => realNow() + Math.max(0, skewMs));
  await backend.sandbox.clock.advance(Math.max(0, -skewMs) - Math.max(0, skewMs));
}
