import { contentLabels } from '@pishkhan/common/i18n/fa/content-labels';
import { menuText as t } from '@pishkhan/common/i18n/fa/menus';
import { rules } from '@pishkhan/common/rules';
import { flattenTree } from '@pishkhan/common/tree';
import { Alert, Button, Drawer, Form, Input, Space, Switch } from 'antd';
import { useEffect, useMemo } from 'react';
import { api } from '../../../app/api';
import { useDialogSubmit } from '../../../components/crud/useDialogSubmit';
import { LinkPicker } from '../../../components/inputs/LinkPicker';
import { LazySelect as Select } from '../../../components/inputs/LazySelect';
import { MENU_ITEMS_API, subtreeIds, type MenuItemInput, type MenuNode } from './menu.api';

const L = contentLabels.menu_item.fields;

export interface MenuItemDrawerProps {
  groupId: number;
  tree: MenuNode[];
  /** The item edited, or null to add one (under `parentId` when given). */
  editing: MenuNode | null;
  parentId?: number | null;
  /** The item being edited's parent, for the parent select's starting value. */
  editingParent?: number | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/** Add or edit a menu item: title, parent within the menu (never itself or below itself), link, new tab, status. */
export function MenuItemDrawer({ groupId, tree, editing, parentId, editingParent, open, onClose, onSaved }: MenuItemDrawerProps) {
  const [form] = Form.useForm<MenuItemInput>();
  const submit = useDialogSubmit(form);
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      editing
        ? { title: editing.title, parent_id: editingParent ?? null, link: editing.link, new_tab: editing.new_tab, status: editing.status }
        : { title: '', parent_id: parentId ?? null, link: null, new_tab: false, status: true },
    );
  }, [open, editing, parentId, editingParent, form]);
  const parents = useMemo(() => {
    const below = editing ? subtreeIds(editing) : new Set<number>();
    return [
      { value: 0, label: t.noParent },
      ...flattenTree(tree)
        .filter((f) => !below.has(f.id as number))
        .map((f) => ({ value: f.id as number, label: `${'\u2003'.repeat(f.depth)}${(f.node as MenuNode).title}` })),
    ];
  }, [tree, editing]);

  const save = () =>
    submit.run(async () => {
      const v = await form.validateFields();
      const body = { title: v.title, parent_id: v.parent_id || null, link: v.link ?? null, new_tab: !!v.new_tab, status: !!v.status };
      if (editing) await api.patch(`${MENU_ITEMS_API}/${editing.id}`, body);
      else await api.post(MENU_ITEMS_API, { ...body, group_id: groupId });
      onSaved();
    });

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={editing ? t.editItemTitle : t.addItemTitle}
      size={520}
      destroyOnHidden
      footer={
        <Space>
          <Button type="primary" loading={submit.busy} onClick={() => void save()}>
            {t.save}
          </Button>
          <Button onClick={onClose}>{t.cancel}</Button>
        </Space>
      }
    >
      {submit.error ? <Alert type="error" showIcon title={submit.error} className="pk-mb" /> : null}
      <Form form={form} layout="vertical" name="menu-item" onFinish={() => void save()}>
        <Form.Item name="title" label={L.title} rules={rules(L.title, 'required|max:191')}>
          <Input autoFocus />
        </Form.Item>
        <Form.Item name="parent_id" label={L.parent_id} normalize={(v) => v ?? 0} getValueProps={(v) => ({ value: v ?? 0 })}>
          <Select options={parents} showSearch={{ optionFilterProp: 'label' }} aria-label={L.parent_id} />
        </Form.Item>
        <Form.Item name="link" label={L.link}>
          <LinkPicker label={L.link} />
        </Form.Item>
        <Space size="large" wrap>
          <Form.Item name="new_tab" label={L.new_tab} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="status" label={L.status} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
      </Form>
    </Drawer>
  );
}
