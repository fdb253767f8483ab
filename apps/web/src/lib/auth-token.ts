import { useSyncExternalStore } from 'react';

/** Browser storage key fixed by the spec (storefront §3, account §6). */
const ACCESS_TOKEN_KEY = 'access_token';

const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage can throw when the browser blocks it (private mode, disabled cookies).
    return undefined;
  }
}

export function getAccessToken(): string | null {
  return storage()?.getItem(ACCESS_TOKEN_KEY) ?? null;
}

function emit() {
  for (const listener of listeners) listener();
}

export function setAccessToken(token: string): void {
  storage()?.setItem(ACCESS_TOKEN_KEY, token);
  emit();
}

export function clearAccessToken(): void {
  if (getAccessToken() === null) return;
  storage()?.removeItem(ACCESS_TOKEN_KEY);
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // A login or logout in another tab must show here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === ACCESS_TOKEN_KEY || event.key === null) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** The current token, re-rendering when it is set or cleared (also from another tab). */
export function useAccessToken(): string | null {
  return useSyncExternalStore(subscribe, getAccessToken, () => null);
}
