import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { isFeatureOn, type FeatureKey } from '@pishkhan/common/features';
import { api, isApiError, type DataResponse } from './api';
import type { HomeData } from './types';

export const SESSION_KEY = ['session', 'home'] as const;
const STORAGE_KEY = 'pishkhan.session';

/** What is kept in browser storage (spec §6): enough to draw the menu at once; refreshed from the server. */
type StoredSession = Pick<HomeData, 'admin' | 'permissions' | 'features' | 'setting_groups' | 'unit_label'>;

export function readStoredSession(): HomeData | undefined {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return undefined;
    const s = JSON.parse(raw) as StoredSession;
    if (!s?.admin || !Array.isArray(s.permissions)) return undefined;
    return { ...s, notifications: [], total_unread_notifications: 0, contacts: [], total_unread_contacts: 0 };
  } catch {
    return undefined;
  }
}
export function writeStoredSession(h: HomeData): void {
  const s: StoredSession = {
    admin: h.admin,
    permissions: h.permissions,
    features: h.features,
    setting_groups: h.setting_groups,
    ...(h.unit_label !== undefined ? { unit_label: h.unit_label } : {}),
  };
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(s));
  } catch {
    /* storage full or disabled: the server copy still works */
  }
}
export function clearStoredSession(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    /* ignore */
  }
}

export const fetchHome = async (): Promise<HomeData> => {
  const res = await api.get<DataResponse<HomeData>>('/api/admin/home');
  writeStoredSession(res.data);
  return res.data;
};

interface SessionValue {
  home: HomeData;
  /** True when the admin holds the permission. */
  can: (permission: string | undefined | null) => boolean;
  featureOn: (key: FeatureKey | undefined) => boolean;
  /** Replace part of the cached session (e.g. counts after marking read). */
  patch: (update: (h: HomeData) => HomeData) => void;
  refresh: () => Promise<unknown>;
}

const SessionContext = createContext<SessionValue | null>(null);

/** Loads GET /api/admin/home; the stored copy is shown first and replaced by the server's answer. */
export function useHomeQuery() {
  return useQuery({
    queryKey: SESSION_KEY,
    queryFn: fetchHome,
    placeholderData: readStoredSession,
    staleTime: 60_000,
    refetchOnWindowFocus: true,
    retry: (count, e) => !(isApiError(e) && e.status > 0 && e.status < 500) && count < 2,
  });
}

export function SessionProvider({ home, children }: { home: HomeData; children: ReactNode }) {
  const qc = useQueryClient();
  const patch = useCallback(
    (update: (h: HomeData) => HomeData) => qc.setQueryData<HomeData>(SESSION_KEY, (old) => (old ? update(old) : old)),
    [qc],
  );
  const value = useMemo<SessionValue>(() => {
    const held = new Set(home.permissions);
    return {
      home,
      can: (p) => !p || p === 'public' || held.has(p),
      featureOn: (k) => !k || isFeatureOn(home.features ?? {}, k),
      patch,
      refresh: () => qc.invalidateQueries({ queryKey: SESSION_KEY }),
    };
  }, [home, patch, qc]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const v = useContext(SessionContext);
  if (!v) throw new Error('useSession outside SessionProvider');
  return v;
}
/** `const can = useCan(); can('create_color')` */
export const useCan = () => useSession().can;
