// Ids: random by default; with a seed, the same sequence every run so tests and QA can rely on them.
export interface IdSource {
  uuid(): string;
  alnum(length: number): string;
  hex(bytes: number): string;
  /** A deterministic fraction in [0, 1) for fault injection. */
  random(): number;
}

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function createIds(seed?: string): IdSource {
  const random = seed === undefined ? Math.random : mulberry32([...seed].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261));
  const hex = (bytes: number) => Array.from({ length: bytes }, () => Math.floor(random() * 256).toString(16).padStart(2, '0')).join('');
  return {
    random,
    hex,
    uuid() {
      const h = hex(16).split('');
      h[12] = '4';
      h[16] = ((parseInt(h[16] as string, 16) & 0x3) | 0x8).toString(16);
      const s = h.join('');
      return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
    },
    alnum(length) {
      const chars = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
      return Array.from({ length }, () => chars[Math.floor(random() * chars.length)]).join('');
    },
  };
}
