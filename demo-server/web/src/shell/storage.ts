// What Acme Wallet keeps in this browser (localStorage): the customer's preferences and the
// deposit addresses they made. Storage may be refused (a private window's policy): then nothing is
// kept and what was chosen lasts this visit.

export function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function store(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // as above
  }
}
