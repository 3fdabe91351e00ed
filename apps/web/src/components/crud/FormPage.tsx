import { crudText as t, errorText } from '@pishkhan/common/i18n/fa/ui';
import { VALIDATE_TRIGGER } from '@pishkhan/common/rules';
import { Alert, App, Button, Card, Form, Skeleton, Space, Tag, type FormInstance } from 'antd';
import { Result } from '../status/Result';
import { useCallback, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { errorMessage, isApiError } from '../../app/api';
import { useSession } from '../../app/session';
import { DeleteButton } from './DeleteButton';
import { PageHeader } from './PageHeader';
import { ReadOnlyContext } from './readOnly';
import { applyServerErrors } from './serverErrors';
import { useResource, useResourceItem, type Id } from './useResource';
import { useUnsavedGuard } from './useUnsavedGuard';

export interface FormContext<T> {
  isEdit: boolean;
  record?: T;
  form: FormInstance;
  /**
   * Marks the form changed (the unsaved-changes guard then asks before leaving). Typing fires
   * antd's onValuesChange, which does this; programmatic `form.setFieldValue` does not, so code
   * that changes values itself (a generator, "remove all") calls this after.
   */
  markDirty: () => void;
  /** The admin may read this record but not change it (no `update_<permission>`): fields disabled, no save. */
  readOnly: boolean;
}

export interface FormPageProps<T extends { id: Id }, V extends object = Record<string, unknown>> {
  /** e.g. `/api/admin/colors`: POST to create, GET/PATCH `<apiPath>/<id>` to edit. */
  apiPath: string;
  /** The list's route, where the page returns after saving (with the list's own search params). */
  basePath: string;
  title: { create: string; edit: string };
  /**
   * Permission resource: saving an edit needs `update_<x>` (without it the page opens read-only:
   * fields disabled, save and delete hidden), the delete button needs `delete_<x>`.
   */
  permission?: string;
  /** The permission that saves an edit, when `permission` is not given (default `update_<permission>`). */
  updatePermission?: string;
  /** Values of a new record. */
  initialValues?: Partial<V>;
  /** Record → form values (default: the record itself). */
  toForm?: (record: T) => Partial<V>;
  /** Form values → request body (default: the values). */
  toBody?: (values: V, ctx: FormContext<T>) => unknown;
  /** The fields. A function receives whether this is an edit, the record and the form. */
  children: ReactNode | ((ctx: FormContext<T>) => ReactNode);
  /** Route param holding the id (default `id`); absent → create. */
  idParam?: string;
  /** Resources to refresh after saving. */
  also?: string[];
  /** The name shown in the delete question of the edit page. */
  rowName?: (record: T) => string;
  /** Server field keys → form field names, for 422 answers (`{ logo_id: 'logo' }`). */
  fieldMap?: Record<string, string>;
  /** Wider cards for forms with tables or matrices. */
  wide?: boolean;
  /** More said in the delete confirmation of the edit page (e.g. where a banner's weight goes). */
  deleteNote?: (id: Id) => ReactNode;
}

/**
 * Create and edit share one page: loads the record for edit, guards unsaved changes,
 * puts a 422 answer's `error.fields` under their fields, toasts on success and returns to the list.
 */
export function FormPage<T extends { id: Id }, V extends object = Record<string, unknown>>(props: FormPageProps<T, V>) {
  const { apiPath, basePath, title, idParam = 'id' } = props;
  const id = useParams()[idParam];
  const isEdit = id !== undefined;
  const navigate = useNavigate();
  const location = useLocation();
  const { message } = App.useApp();
  const [form] = Form.useForm<V>();
  const record = useResourceItem<T>(apiPath, id);
  const { create, update } = useResource<T, V>(apiPath, props.also ? { also: props.also } : {});
  const [dirty, setDirty] = useState(false);
  const [formError, setFormError] = useState<string[] | null>(null);
  const guard = useUnsavedGuard(dirty);
  const from = (location.state as { from?: string } | null)?.from ?? '';
  const back = basePath + from;
  const saving = create.isPending || update.isPending;

  const { can } = useSession();
  const updatePermission = props.updatePermission ?? (props.permission ? `update_${props.permission}` : undefined);
  const readOnly = isEdit && !!updatePermission && !can(updatePermission);
  const markDirty = useCallback(() => setDirty(true), []);
  const ctx: FormContext<T> = { isEdit, form, markDirty, readOnly, ...(record.data ? { record: record.data } : {}) };

  const onFinish = async (values: V) => {
    setFormError(null);
    const body = props.toBody ? props.toBody(values, ctx) : values;
    try {
      if (isEdit) await update.mutateAsync({ id: id!, body: body as Partial<V> });
      else await create.mutateAsync(body as V);
      message.success(isEdit ? t.saved : t.created);
      setDirty(false);
      guard.release();
      navigate(back);
    } catch (e) {
      // 422 (validation) and 409 (duplicate) answers carry `fields`: show each under its field.
      if (isApiError(e) && e.fields) {
        const rest = applyServerErrors(form, e.fields, props.fieldMap);
        const shown = new Set(Object.values(e.fields));
        const top = [...(shown.has(e.message) ? [] : [e.message]), ...rest];
        setFormError(top.length ? top : null);
      } else setFormError([errorMessage(e)]);
    }
  };

  const header = (
    <PageHeader
      // A read-only admin is viewing, not editing: the page is named for the row.
      title={!isEdit ? title.create : readOnly ? (record.data && props.rowName ? props.rowName(record.data) : t.view) : title.edit}
      back={back}
      extra={
        readOnly ? (
          <Tag data-testid="read-only">{t.readOnly}</Tag>
        ) : isEdit && props.permission && record.data ? (
          <DeleteButton
            apiPath={apiPath}
            id={record.data.id}
            permission={`delete_${props.permission}`}
            label={t.delete}
            {...(props.rowName ? { name: props.rowName(record.data) } : {})}
            {...(props.also ? { also: props.also } : {})}
            {...(props.deleteNote ? { note: props.deleteNote } : {})}
            onDeleted={() => {
              guard.release();
              navigate(back);
            }}
          />
        ) : undefined
      }
    />
  );

  if (isEdit && record.isPending) {
    return (
      <div className="pk-form-page">
        {header}
        <Card className={props.wide ? 'pk-form-card pk-form-card--wide' : 'pk-form-card'}>
          <Skeleton active />
        </Card>
      </div>
    );
  }
  if (isEdit && record.isError) {
    const notFound = isApiError(record.error) && record.error.status === 404;
    return (
      <div className="pk-form-page">
        {header}
        <Result
          status={notFound ? '404' : 'error'}
          title={notFound ? t.notFound : t.itemLoadError}
          subTitle={notFound ? undefined : errorMessage(record.error)}
          extra={
            notFound ? (
              <Link to={back}>
                <Button>{t.back}</Button>
              </Link>
            ) : (
              <Button onClick={() => void record.refetch()}>{errorText.retry}</Button>
            )
          }
        />
      </div>
    );
  }

  const initial = isEdit && record.data ? (props.toForm ? props.toForm(record.data) : (record.data as unknown as Partial<V>)) : props.initialValues;

  return (
    <div className="pk-form-page">
      {header}
      <Card className={props.wide ? 'pk-form-card pk-form-card--wide' : 'pk-form-card'}>
        {formError ? (
          <Alert
            type="error"
            showIcon
            className="pk-mb"
            data-testid="form-error"
            title={formError[0]}
            {...(formError.length > 1 ? { description: formError.slice(1).map((m) => <div key={m}>{m}</div>) } : {})}
          />
        ) : null}
        {readOnly ? <Alert type="info" showIcon className="pk-mb" title={t.readOnlyHelp} /> : null}
        <Form<V>
          form={form}
          layout="vertical"
          validateTrigger={VALIDATE_TRIGGER}
          initialValues={initial as V}
          onValuesChange={() => setDirty(true)}
          onFinish={(v) => void onFinish(v)}
          onFinishFailed={() => setFormError([t.formErrors])}
          scrollToFirstError
          disabled={saving || readOnly}
        >
          <ReadOnlyContext.Provider value={readOnly}>{typeof props.children === 'function' ? props.children(ctx) : props.children}</ReadOnlyContext.Provider>
          <div className="pk-form-actions">
            <Space>
              {readOnly ? null : (
                <Button type="primary" htmlType="submit" loading={saving}>
                  {t.save}
                </Button>
              )}
              <Link to={back}>
                <Button disabled={false}>{readOnly ? t.back : t.cancel}</Button>
              </Link>
            </Space>
          </div>
        </Form>
      </Card>
      {guard.element}
    </div>
  );
}

/** A form field's current value, re-rendering as it changes (a section of a form that shows what is typed, e.g. a search-result preview). */
export const useFormValue = <V = unknown,>(name: string, form: FormInstance): V | undefined => Form.useWatch(name, form) as V | undefined;
