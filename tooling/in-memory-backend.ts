// The project's tests and stories use the public in-memory backend under its old name.
export { createSandboxBackend as createInMemoryBackend, type SandboxBackend as InMemoryBackend } from '../src/sandbox/backend';
