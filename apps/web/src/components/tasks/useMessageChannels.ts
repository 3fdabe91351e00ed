import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';

/** Where messages go now: e-mail over SMTP or only to the server's outbox; SMS by Kavenegar or only logged. */
export interface MessageChannels {
  email: 'smtp' | 'outbox';
  sms: 'kavenegar' | 'log';
  /** The start of an SMS's opt-out link, for counting the SMS as it will be sent. */
  sms_base?: string;
}

/** GET /api/admin/messages/channels, for screens that send to say plainly when mail only reaches the outbox. */
export function useMessageChannels(enabled = true) {
  return useQuery({
    queryKey: ['messages', 'channels'],
    queryFn: ({ signal }) => api.get<{ data: MessageChannels }>('/api/admin/messages/channels', undefined, { signal }).then((r) => r.data),
    enabled,
    staleTime: 30_000,
  });
}
