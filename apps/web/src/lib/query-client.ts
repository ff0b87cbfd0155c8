import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** The one query cache of the shop; logging out clears it (customer data). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
    },
  },
});
