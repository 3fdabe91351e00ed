import { newsletterMemberNames } from '@pishkhan/common/i18n/fa/newsletter-member-labels';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import type { ResourceScreen } from '../../../app/routing';
import { Ltr, ltrColumn } from '../../../components/crud/columns';
import { MembersToolbar } from './MembersToolbar';

type Member = { id: number } & Record<string, any>;

// A mobile keeps its Latin digits in a left-to-right island, as everywhere else (docs/web.md, «Digits»).
const Mobile = ({ value }: { value: string }) => <Ltr>{value}</Ltr>;

/** The members' list: addresses first (a member with only a mobile shows it there); the exports and the import above it. */
const screen: ResourceScreen = {
  columns: [
    ltrColumn<Member>('email', newsletterMemberNames.fields.email, {
      sortKey: 'email',
      render: (v: string | null, r: Member) => (v ? <Ltr>{v}</Ltr> : r.mobile ? <Mobile value={r.mobile} /> : crudText.none),
    }),
    ltrColumn('mobile', newsletterMemberNames.fields.mobile, { render: (v: string | null) => (v ? <Mobile value={v} /> : '') }),
    'name', 'source', 'status', 'subscribed_at'],
  layout: [['email', 'mobile'], 'name', ['source', 'status'], 'subscribed_at', 'unsubscribe_reason'],
  beforeToolbar: <MembersToolbar />,
};
export default screen;
