import { rolesText as t } from '@pishkhan/common/i18n/fa/screens';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Checkbox, Skeleton } from 'antd';
import { api, errorMessage, type DataResponse } from '../../../app/api';
import { faDigits } from '../../../app/format';
import { PERMISSIONS_API, type PermissionGroup } from './role.api';

/** The permission matrix: one card per group (like the menu), Persian labels, select-all per group. */
export function PermissionMatrix({ value = [], onChange, id }: { value?: string[]; onChange?: (v: string[]) => void; id?: string }) {
  const q = useQuery({
    queryKey: [PERMISSIONS_API],
    queryFn: () => api.get<DataResponse<PermissionGroup[]>>(PERMISSIONS_API).then((r) => r.data),
    staleTime: Infinity,
  });
  if (q.isPending) return <Skeleton active />;
  if (q.isError) return <Alert type="error" showIcon title={t.permissionsLoadError} description={errorMessage(q.error)} />;
  const held = new Set(value);
  const set = (names: string[], on: boolean) => {
    const next = new Set(held);
    for (const n of names) (on ? next.add(n) : next.delete(n));
    onChange?.([...next].sort());
  };
  return (
    <div className="pk-perm-grid" id={id}>
      {q.data.map((g) => {
        const names = g.permissions.map((p) => p.name);
        const count = names.filter((n) => held.has(n)).length;
        return (
          <Card
            key={g.key}
            size="small"
            className="pk-perm-group"
            data-testid={`perm-group-${g.key}`}
            title={
              <Checkbox
                checked={count === names.length && names.length > 0}
                indeterminate={count > 0 && count < names.length}
                onChange={(e) => set(names, e.target.checked)}
                aria-label={`${t.selectAll} — ${g.label}`}
              >
                {g.label}
              </Checkbox>
            }
            extra={<span className="pk-nowrap">{t.selectedOf(faDigits(count), faDigits(names.length))}</span>}
          >
            <Checkbox.Group
              value={names.filter((n) => held.has(n))}
              options={g.permissions.map((p) => ({ value: p.name, label: p.label }))}
              onChange={(checked) => {
                const on = new Set(checked as string[]);
                const next = new Set([...held].filter((n) => !names.includes(n) || on.has(n)));
                for (const n of on) next.add(n);
                onChange?.([...next].sort());
              }}
            />
          </Card>
        );
      })}
    </div>
  );
}
