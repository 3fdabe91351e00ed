import { settingsText as t } from '@pishkhan/common/i18n/fa/screens';
import { crudText, errorText } from '@pishkhan/common/i18n/fa/ui';
import { VALIDATE_TRIGGER } from '@pishkhan/common/rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Skeleton } from 'antd';
import { Result } from '../../../components/status/Result';
import { useState } from 'react';
import { useParams } from 'react-router';
import { api, errorMessage, isApiError, type DataResponse } from '../../../app/api';
import { SESSION_KEY, useSession } from '../../../app/session';
import { PageHeader } from '../../../components/crud/PageHeader';
import { applyServerErrors } from '../../../components/crud/serverErrors';
import { useUnsavedGuard } from '../../../components/crud/useUnsavedGuard';
import { SettingField } from './SettingField';
import { settingGroupApi, type SettingGroupData } from './setting.api';

/** /admin/settings/:group — a form rendered from the group's typed settings; saved with PUT. */
export default function SettingsPage() {
  const group = useParams().group ?? '';
  const { home, can } = useSession();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [dirty, setDirty] = useState(false);
  const [error, setError] = useState<string[] | null>(null);
  const guard = useUnsavedGuard(dirty);
  const path = settingGroupApi(group);
  const q = useQuery({ queryKey: [path], queryFn: () => api.get<DataResponse<SettingGroupData>>(path).then((r) => r.data) });
  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) => api.put<DataResponse<SettingGroupData>>(path, body).then((r) => r.data),
    onSuccess: (data) => {
      qc.setQueryData([path], data);
      // Feature switches and the unit label live in the session: refresh the menu.
      return qc.invalidateQueries({ queryKey: SESSION_KEY });
    },
  });
  const label = q.data?.group.label ?? home.setting_groups.find((g) => g.name === group)?.label;
  const title = label ? t.title(label) : t.fallbackTitle;

  if (q.isError) {
    const nf = isApiError(q.error) && q.error.status === 404;
    return (
      <div>
        <PageHeader title={title} />
        <Result
          status={nf ? '404' : 'error'}
          title={nf ? t.notFound : crudText.itemLoadError}
          subTitle={nf ? undefined : errorMessage(q.error)}
          extra={nf ? null : <Button onClick={() => void q.refetch()}>{errorText.retry}</Button>}
        />
      </div>
    );
  }

  const onFinish = async (values: Record<string, unknown>) => {
    setError(null);
    try {
      await save.mutateAsync(values);
      // A secret is never read back: its field empties again once saved.
      for (const s of q.data?.settings ?? []) if (s.type === 'secret') form.setFieldValue(s.name, '');
      setDirty(false);
      message.success(t.saved);
    } catch (e) {
      if (isApiError(e) && e.fields) setError([e.message, ...applyServerErrors(form, e.fields)]);
      else setError([errorMessage(e)]);
    }
  };

  return (
    <div>
      <PageHeader title={title} />
      <Card className="pk-form-card">
        {q.isPending ? (
          <Skeleton active />
        ) : (
          <>
            {error ? (
              <Alert type="error" showIcon className="pk-mb" title={error[0]} {...(error.length > 1 ? { description: error.slice(1).join(' — ') } : {})} />
            ) : null}
            <Form
              key={group}
              form={form}
              layout="vertical"
              validateTrigger={VALIDATE_TRIGGER}
              initialValues={Object.fromEntries(q.data.settings.map((s) => [s.name, s.value]))}
              onValuesChange={() => setDirty(true)}
              onFinish={(v) => void onFinish(v)}
              disabled={!can('update_setting') || save.isPending}
            >
              {q.data.settings.map((s) => (
                <SettingField key={s.name} field={s} />
              ))}
              {can('update_setting') ? (
                <div className="pk-form-actions">
                  <Button type="primary" htmlType="submit" loading={save.isPending}>
                    {crudText.save}
                  </Button>
                </div>
              ) : null}
            </Form>
          </>
        )}
      </Card>
      {guard.element}
    </div>
  );
}
