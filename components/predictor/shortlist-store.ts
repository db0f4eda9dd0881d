/**
 * A visitor's shortlist of seats (their keys), kept in this browser's localStorage and shared by
 * every star and the compare link on the page through useSyncExternalStore.
 */
const KEY = "disha.shortlist";
const listeners = new Set<() => void>();
let cached: { raw: string | null; keys: string[] } = { raw: null, keys: [] };

function read(): string[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    // Storage blocked (a private window's settings): the shortlist lives for this page only.
  }
  if (raw !== cached.raw) {
    let keys: unknown = [];
    try {
      keys = raw ? JSON.parse(raw) : [];
    } catch {
      keys = [];
    }
    cached = { raw, keys: Array.isArray(keys) ? keys.filter((key): key is string => typeof key === "string") : [] };
  }
  return cached.keys;
}

export function subscribeShortlist(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === KEY && listener();
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export const shortlistSnapshot = read;
export const serverShortlist = (): string[] => [];

export function toggleShortlisted(key: string): void {
  const keys = read();
  const next = keys.includes(key) ? keys.filter((kept) => kept !== key) : [...keys, key];
  try {
    window.localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    cached = { raw: JSON.stringify(next), keys: next };
  }
  for (const listener of listeners) listener();
}
