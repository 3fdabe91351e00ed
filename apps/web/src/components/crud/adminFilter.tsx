import type { ListFilter } from './ListPage';
import { ResourceSelect } from './ResourceSelect';

interface AdminOption {
  id: number;
  name: string | null;
  username: string;
}

/**
 * A list filter by the admin who did something (`?admin_id=`), for lists of actions (audit log, stock
 * movements…): only for an admin who may read the admins; otherwise no filter.
 */
export function adminFilter(canReadAdmins: boolean, text: { placeholder: string; label: string }): ListFilter[] {
  if (!canReadAdmins) return [];
  return [
    {
      name: 'admin_id',
      render: (ctx) => (
        <ResourceSelect
          apiPath="/api/admin/admins"
          placeholder={text.placeholder}
          aria-label={text.label}
          style={{ minWidth: 180 }}
          optionLabel={(a: AdminOption) => a.name || a.username}
          value={ctx.value('admin_id') ? Number(ctx.value('admin_id')) : undefined}
          onChange={(v) => ctx.set({ admin_id: v as number | undefined })}
        />
      ),
    },
  ];
}
