// Writes that wait a moment for others and reach the store together: one round trip for a group
// instead of one each. A round trip costs the proxy's CPU more than the command in it (a socket
// write, a wake-up and a read: docs/adr/0197), so under load a group costs about what one write did.
// Each caller's promise settles once its own group is written or has failed: a caller still
// answers only after its write holds, so what it guards fails closed as before.

export interface GroupedWritesOptions {
  /** How long the first write of a group waits for others. */
  windowMs: number;
  /** Writes per group at most: a full group goes at once. */
  max: number;
}

/** `write` is called once per group, with the group's items in the order they came. */
export function groupedWrites<T>(write: (items: readonly T[]) => Promise<unknown>, options: GroupedWritesOptions): (item: T) => Promise<void> {
  type Group = { items: T[]; timer: ReturnType<typeof setTimeout>; send: () => void; written: Promise<void> };
  let open: Group | undefined;
  const close = (group: Group) => {
    clearTimeout(group.timer);
    if (open === group) open = undefined;
    group.send();
  };
  return (item) => {
    let group = open;
    if (!group) {
      let send!: () => void;
      const due = new Promise<void>((resolve) => (send = resolve));
      const made: Group = { items: [], send, timer: undefined as unknown as Group['timer'], written: undefined as unknown as Promise<void> };
      // One promise every caller of the group waits on: none more per write.
      made.written = due.then(() => write(made.items)).then(() => undefined);
      made.timer = setTimeout(() => close(made), options.windowMs);
      group = open = made;
    }
    group.items.push(item);
    if (group.items.length >= options.max) close(group);
    return group.written;
  };
}
