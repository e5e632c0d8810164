// Asking a bench child process (./proxy-servers.mjs) for one figure over its IPC channel: it
// answers a message such as 'cpu' with `{ cpu: … }`.

/** Sends `message` to the child and resolves with the `key` of its first answer that has one. */
export const askChild = (proc, message, key = message) =>
  new Promise((resolve) => {
    const heard = (m) => {
      if (!m?.[key]) return;
      proc.off('message', heard);
      resolve(m[key]);
    };
    proc.on('message', heard);
    proc.send(message);
  });
