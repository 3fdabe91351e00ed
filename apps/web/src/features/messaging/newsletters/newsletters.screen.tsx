import { newsletterChannelLabels, newsletterNames, newsletterStatusLabels, newsletterText as t } from '@pishkhan/common/i18n/fa/newsletter-labels';
import { newsletterResource } from '@pishkhan/common/resources/newsletter.resource';
import { Form, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTime, formatNumber } from '../../../app/format';
import type { ResourceScreen } from '../../../app/routing';
import type { FormContext } from '../../../components/crud/FormPage';
import { FIELD_INPUTS } from '../../../components/crud/resource/fieldInputs';
import { SmsTextInput } from './SmsTextInput';
import { STATUS_COLOR } from './status';
import './newsletters.css';

const L = newsletterNames.fields;
type Row = { id: number } & Record<string, any>;

/** Shows its children only while the form's `field` has one of `values`. */
function When({ field, values, children }: { field: string; values: string[]; children: ReactNode }) {
  const v = Form.useWatch(field) as string | undefined;
  return values.includes(v ?? '') ? <>{children}</> : null;
}

const input = (name: keyof typeof newsletterResource.fields, ctx: FormContext<Row>) =>
  FIELD_INPUTS[newsletterResource.fields[name].kind]({ name, field: newsletterResource.fields[name], record: ctx.record });

/** The newsletters' list (status, counts, the sending page) and the compose form (fields by channel and audience, the SMS counter). */
const screen: ResourceScreen = {
  columns: [
    { key: 'title', dataIndex: 'title', title: L.title, sortKey: 'title', render: (v: string, r: Row) => <Link to={`/newsletters/${r.id}`}>{v}</Link> },
    { key: 'channel', dataIndex: 'channel', title: L.channel, render: (v: string) => newsletterChannelLabels[v as 'email'] ?? v },
    'audience',
    { key: 'status', dataIndex: 'status', title: L.status, render: (v: string) => <Tag color={STATUS_COLOR[v]}>{newsletterStatusLabels[v as 'draft'] ?? v}</Tag> },
    { key: 'send_at', dataIndex: 'send_at', title: L.send_at, sortKey: 'send_at', render: (v: string | null) => formatDateTime(v) },
    { key: 'sent_count', dataIndex: 'sent_count', title: L.sent_count, width: 90, render: (v: number) => formatNumber(v ?? 0) },
    { key: 'failed_count', dataIndex: 'failed_count', title: L.failed_count, width: 90, render: (v: number) => <span className={v ? 'pk-nl-failed' : undefined}>{formatNumber(v ?? 0)}</span> },
    'created_at',
  ],
  layout: ['title', ['channel', 'audience'], 'subject', 'body', 'sms_text', 'member_ids', 'customer_filter', 'send_at', 'details'],
  custom: {
    subject: (ctx) => <When field="channel" values={['email']}>{input('subject', ctx)}</When>,
    body: (ctx) => <When field="channel" values={['email']}>{input('body', ctx)}</When>,
    sms_text: (ctx) => (
      <When field="channel" values={['sms']}>
        <SmsTextInput disabled={ctx.readOnly} />
      </When>
    ),
    member_ids: (ctx) => <When field="audience" values={['chosen']}>{input('member_ids', ctx)}</When>,
    customer_filter: (ctx) => (
      <When field="audience" values={['customers']}>
        <div className="pk-form-grid">
          {input('customer_role_id', ctx)}
          {input('province_id', ctx)}
        </div>
        <div className="pk-form-grid">
          {input('ordered_from', ctx)}
          {input('ordered_to', ctx)}
        </div>
      </When>
    ),
    details: (ctx) => (ctx.record ? <Link to={`/newsletters/${ctx.record.id}`}>{t.details}</Link> : null),
  },
};
export default screen;
