import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import faIR from 'antd/es/locale/fa_IR';
import type { ReactNode } from 'react';
import { isApiError } from './api';
import { theme } from './theme';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // 4xx answers will not change on retry; network and 5xx errors get one more try.
        retry: (count, e) => !(isApiError(e) && e.status >= 400 && e.status < 500) && count < 1,
      },
      mutations: { retry: false },
    },
  });
}

export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <ConfigProvider direction="rtl" locale={faIR} theme={theme}>
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
