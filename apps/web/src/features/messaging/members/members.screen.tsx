import { newsletterMemberNames } from '@pishkhan/common/i18n/fa/newsletter-member-labels';
import { faDigits } from '../../../app/format';
import type { ResourceScreen } from '../../../app/routing';
import { ltrColumn } from '../../../components/crud/columns';
import { MembersToolbar } from './MembersToolbar';

/** The members' list: addresses first; the exports and the import above it. */
const screen: ResourceScreen = {
  columns: [
    'email',
    // A number a person reads is in Persian digits (left to right, as dialled).
    ltrColumn('mobile', newsletterMemberNames.fields.mobile, { render: (v: string | null) => (v ? <bdi dir="ltr" className="pk-ltr">{faDigits(v)}</bdi> : '') }),
    'name', 'source', 'status', 'subscribed_at'],
  layout: [['email', 'mobile'], 'name', ['source', 'status'], 'subscribed_at', 'unsubscribe_reason'],
  beforeToolbar: <MembersToolbar />,
};
export default screen;
