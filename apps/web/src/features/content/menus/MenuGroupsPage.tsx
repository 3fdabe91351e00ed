import { DeleteOutlined, EditOutlined, MenuOutlined, PlusOutlined } from '@ant-design/icons';
import { menuText as t } from '@pishkhan/common/i18n/fa/menus';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Skeleton, Space, Tooltip, Typography } from 'antd';
import { Link } from 'react-router';
import { api, errorMessage, type ListResponse } from '../../../app/api';
import { faDigits } from '../../../app/format';
import { useCan } from '../../../app/session';
import { useDeleteAction } from '../../../components/crud/DeleteButton';
import { PageHeader } from '../../../components/crud/PageHeader';
import { MENU_GROUPS_API, type MenuGroup } from './menu.api';
import './menus.css';

/** /admin/menu: the shop's menus (header, footer, mobile …) with their keys and item counts; add, rename, delete. */
export default function MenuGroupsPage() {
  const can = useCan();
  const groups = useQuery({
    queryKey: [MENU_GROUPS_API, 'all'],
    queryFn: ({ signal }) => api.get<ListResponse<MenuGroup>>(MENU_GROUPS_API, { per_page: 100, sort: 'id' }, { signal }),
  });
  const del = useDeleteAction({
    apiPath: MENU_GROUPS_API,
    question: (id, title = '') => t.deleteGroup(title, faDigits(groups.data?.data.find((g) => g.id === id)?.items_count ?? 0)),
  });
  const remove = (g: MenuGroup) => del.ask(g.id, g.title);
  return (
    <>
      <PageHeader
        title={t.groupsTitle}
        extra={
          can('create_menu') ? (
            <Link to="/menu/create">
              <Button type="primary" icon={<PlusOutlined />} tabIndex={-1}>
                {t.newGroup}
              </Button>
            </Link>
          ) : null
        }
      />
      {groups.isError ? <Alert type="error" showIcon title={errorMessage(groups.error)} /> : null}
      {groups.isPending ? (
        <Skeleton active />
      ) : !groups.data?.data.length ? (
        <Empty />
      ) : (
        <div className="pk-menu-groups">
          {groups.data.data.map((g) => (
            <Card
              key={g.id}
              data-testid="menu-group"
              title={
                <Link to={`/menu/${g.id}`} className="pk-menu-group-title">
                  <MenuOutlined aria-hidden /> {g.title}
                </Link>
              }
              extra={
                <Typography.Text type="secondary" dir="ltr" className="pk-menu-key">
                  {g.key}
                </Typography.Text>
              }
            >
              <div className="pk-menu-group-body">
                <div className="pk-menu-stat">
                  <span>{t.itemsCount}</span>
                  <strong>{faDigits(g.items_count)}</strong>
                </div>
                <Space wrap>
                  <Link to={`/menu/${g.id}`}>
                    <Button tabIndex={-1}>{t.openItems}</Button>
                  </Link>
                  {can('update_menu') ? (
                    <Tooltip title={t.edit}>
                      <Link to={`/menu/edit/${g.id}`} aria-label={`${t.edit} ${g.title}`}>
                        <Button icon={<EditOutlined />} tabIndex={-1} aria-label={t.edit} />
                      </Link>
                    </Tooltip>
                  ) : null}
                  {can('delete_menu') ? (
                    <Tooltip title={t.delete}>
                      <Button danger icon={<DeleteOutlined />} aria-label={`${t.delete} ${g.title}`} onClick={() => remove(g)} />
                    </Tooltip>
                  ) : null}
                </Space>
              </div>
            </Card>
          ))}
        </div>
      )}
      {del.modal}
    </>
  );
}
