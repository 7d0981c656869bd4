// localStorage that never throws: in private mode or with storage disabled a choice simply does
// not persist.
export function storageGet(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function storageSet(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Not persisted; the page still reflects the choice.
  }
}
