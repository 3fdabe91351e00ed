import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { valuesEditorText as t } from '@pishkhan/common/i18n/fa/catalog-screens';
import { rules } from '@pishkhan/common/rules';
import { faSearchKey, toPersianDigits } from '@pishkhan/common/text';
import { Button, Empty, Form, Input, Space, Tooltip } from 'antd';
import { useState } from 'react';
import './ValuesEditor.css';

/** One row of an editable value list: `id` for a saved value, none for a new one. */
export interface ValueRow {
  id?: number;
  value: string;
}

/** The form's rows → the create body (`["S", "M"]`) or the update body (`[{ id, value }]`, the full list). */
export const valuesBody = (rows: ValueRow[] | undefined, isEdit: boolean) =>
  (rows ?? []).map((r) => (isEdit ? { ...(r.id ? { id: r.id } : {}), value: r.value.trim() } : r.value.trim()));

/**
 * An editable, ordered list of values inside a Form (`Form.List` at `name`): rename in place,
 * move up/down, remove, add at the end. Server errors keyed `values.2.value` land under their row.
 */
export function ValuesEditor({ name = 'values', label, help, max = 191 }: { name?: string; label: string; help?: string; max?: number }) {
  const form = Form.useFormInstance();
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  return (
    <Form.Item label={label} {...(help ? { extra: help } : {})} className="pk-values-editor">
      <Form.List name={name}>
        {(fields, { add, remove, move }, { errors }) => {
          const addDraft = () => {
            const v = draft.trim();
            if (!v) return;
            const rows = (form.getFieldValue(name) ?? []) as ValueRow[];
            if (rows.some((r) => faSearchKey(r?.value ?? '') === faSearchKey(v))) {
              setDraftError(t.duplicate);
              return;
            }
            add({ value: v });
            setDraft('');
            setDraftError(null);
          };
          return (
            <div>
              {fields.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.empty} /> : null}
              <ol className="pk-values-list">
                {fields.map((field, i) => (
                  <li key={field.key} className="pk-values-row">
                    <span className="pk-values-index" aria-hidden>
                      {toPersianDigits(i + 1)}
                    </span>
                    <Form.Item name={[field.name, 'id']} hidden noStyle>
                      <Input type="hidden" />
                    </Form.Item>
                    <Form.Item name={[field.name, 'value']} rules={rules(t.item(toPersianDigits(i + 1)), `required|max:${max}`)} className="pk-values-input">
                      <Input maxLength={max} aria-label={t.item(toPersianDigits(i + 1))} />
                    </Form.Item>
                    <Space size={0}>
                      <Tooltip title={t.moveUp}>
                        <Button type="text" icon={<ArrowUpOutlined />} aria-label={t.moveUp} disabled={i === 0} onClick={() => move(i, i - 1)} />
                      </Tooltip>
                      <Tooltip title={t.moveDown}>
                        <Button type="text" icon={<ArrowDownOutlined />} aria-label={t.moveDown} disabled={i === fields.length - 1} onClick={() => move(i, i + 1)} />
                      </Tooltip>
                      <Tooltip title={t.remove}>
                        <Button type="text" danger icon={<DeleteOutlined />} aria-label={`${t.remove} ${toPersianDigits(i + 1)}`} onClick={() => remove(field.name)} />
                      </Tooltip>
                    </Space>
                  </li>
                ))}
              </ol>
              <Space.Compact className="pk-values-add">
                <Input
                  value={draft}
                  maxLength={max}
                  placeholder={t.addPlaceholder}
                  aria-label={t.add}
                  status={draftError ? 'error' : undefined}
                  onChange={(e) => {
                    setDraft(e.target.value);
                    setDraftError(null);
                  }}
                  onPressEnter={(e) => {
                    e.preventDefault();
                    addDraft();
                  }}
                />
                <Button icon={<PlusOutlined />} onClick={addDraft}>
                  {t.add}
                </Button>
              </Space.Compact>
              {draftError ? <div className="ant-form-item-explain-error">{draftError}</div> : null}
              <Form.ErrorList errors={errors} />
            </div>
          );
        }}
      </Form.List>
    </Form.Item>
  );
}
