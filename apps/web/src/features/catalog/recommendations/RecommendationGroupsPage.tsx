import { PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { recommendationsText as t } from '@pishkhan/common/i18n/fa/merch-screens';
import { recommendationBuiltins } from '@pishkhan/common/i18n/fa/merchandising';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Space, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { api, errorMessage, type ListResponse } from '../../../app/api';
import { faDigits } from '../../../app/format';
import { DeleteButton, HiddenTitle, PageHeader, resourceKeys } from '../../../components/crud';
import { lazyPart } from '../../../components/crud/lazyPart';
import { RECOMMENDATIONS_API, type RecommendationGroup } from './recommendation.api';

const CreateGroupDialog = lazyPart(() => import('./CreateGroupDialog').then((m) => m.CreateGroupDialog));

type Flag = 'show_in_home' | 'show_in_filter' | 'status';

/** The recommendation groups: built-in (computed) and curated ones; switches save at once. */
export default function RecommendationGroupsPage() {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [creating, setCreating] = useState(false);
  const list = useQuery({
    queryKey: resourceKeys.list(RECOMMENDATIONS_API, { per_page: 100 }),
    queryFn: ({ signal }) => api.get<ListResponse<RecommendationGroup>>(RECOMMENDATIONS_API, { per_page: 100 }, { signal }),
  });
  const refresh = () => qc.invalidateQueries({ queryKey: resourceKeys.all(RECOMMENDATIONS_API) });
  const toggle = async (row: RecommendationGroup, flag: Flag, value: boolean) => {
    try {
      await api.patch(`${RECOMMENDATIONS_API}/${row.id}`, { [flag]: value });
      message.success(crudText.saved);
      await refresh();
    } catch (e) {
      message.error(errorMessage(e));
    }
  };
  const flagColumn = (flag: Flag, title: string) => ({
    key: flag,
    title,
    render: (_: unknown, r: RecommendationGroup) => <Switch size="small" checked={r[flag]} onChange={(v) => toggle(r, flag, v)} aria-label={title} />,
  });
  return (
    <>
      <PageHeader
        title={t.title}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t.create}
          </Button>
        }
      />
      <Table<RecommendationGroup>
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data?.data ?? []}
        pagination={false}
        columns={[
          { key: 'label', title: t.label, dataIndex: 'label' },
          {
            key: 'key',
            title: t.key,
            dataIndex: 'key',
            // A built-in group's key is read in Persian; a custom group's key is the shop's own Latin slug.
            render: (k: string, r) => (r.builtin && recommendationBuiltins[k] ? recommendationBuiltins[k] : <span dir="ltr">{k}</span>),
          },
          { key: 'kind', title: <HiddenTitle>{t.kind}</HiddenTitle>, render: (_: unknown, r) => (r.builtin ? <Tag>{t.builtin}</Tag> : <Tag color="blue">{t.custom}</Tag>) },
          { key: 'count', title: t.products, render: (_: unknown, r) => (r.builtin ? '—' : faDigits(r.products_count)) },
          flagColumn('show_in_home', t.showInHome),
          flagColumn('show_in_filter', t.showInFilter),
          flagColumn('status', crudText.status),
          {
            key: 'actions',
            title: crudText.actions,
            render: (_: unknown, r) => (
              <Space>
                <Link to={`/recommendation/${r.id}`}>
                  <Button size="small" icon={<UnorderedListOutlined />}>
                    {t.manage}
                  </Button>
                </Link>
                {!r.builtin && <DeleteButton apiPath={RECOMMENDATIONS_API} id={r.id} name={r.label} permission="recommendation" onDeleted={refresh} />}
              </Space>
            ),
          },
        ]}
      />
      {creating ? <CreateGroupDialog onClose={() => setCreating(false)} onCreated={refresh} /> : null}
    </>
  );
}
