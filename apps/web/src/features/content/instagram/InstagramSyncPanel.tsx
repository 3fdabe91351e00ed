import { SyncOutlined } from '@ant-design/icons';
import { instagramSyncText as t } from '@pishkhan/common/i18n/fa/instagram';
import { instagramPostResource as def } from '@pishkhan/common/resources/instagram-post.resource';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Space, Typography } from 'antd';
import { api, errorMessage, type DataResponse } from '../../../app/api';
import { formatDateTime } from '../../../app/format';
import { useCan } from '../../../app/session';
import { useResourceList } from '../../../components/crud/useResource';

interface SyncState {
  configured: boolean;
  last_synced_at: string | null;
  last_error: string | null;
}
interface SyncResult {
  added: number;
  updated: number;
  removed: number;
}

/** The feed's sync with Instagram: when it last ran, its last error, and «refresh now» (update_instagram). */
export function InstagramSyncPanel() {
  const can = useCan();
  const qc = useQueryClient();
  const { message } = App.useApp();
  // The list's meta carries the state; one row is enough to read it.
  const state = useResourceList<unknown>(def.api, { per_page: 1 });
  const sync = (state.data?.meta as { sync?: SyncState } | undefined)?.sync;
  const refresh = useMutation({
    mutationFn: () => api.post<DataResponse<SyncResult>>(`${def.api}/sync`, {}).then((r) => r.data),
    onSuccess: (r) => message.success(t.done(r.added, r.updated, r.removed)),
    onError: (e) => message.error(errorMessage(e)),
    onSettled: () => qc.invalidateQueries({ queryKey: [def.api] }),
  });
  if (!sync) return null;
  return (
    <div className="pk-instagram-sync" style={{ marginBlockEnd: 16 }}>
      <Space wrap align="center">
        <Typography.Text type="secondary">
          {!sync.configured ? t.notConfiguredHint : sync.last_synced_at ? `${t.lastSync}: ${formatDateTime(sync.last_synced_at)}` : t.never}
        </Typography.Text>
        {sync.configured && can('update_instagram') ? (
          <Button icon={<SyncOutlined spin={refresh.isPending} />} loading={refresh.isPending} onClick={() => refresh.mutate()}>
            {t.refresh}
          </Button>
        ) : null}
      </Space>
      {sync.last_error ? <Alert type="error" showIcon style={{ marginBlockStart: 12 }} title={t.lastError} description={sync.last_error} /> : null}
    </div>
  );
}
