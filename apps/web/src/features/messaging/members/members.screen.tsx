import type { ResourceScreen } from '../../../app/routing';
import { MembersToolbar } from './MembersToolbar';

/** The members' list: addresses first; the exports and the import above it. */
const screen: ResourceScreen = {
  columns: ['email', 'mobile', 'name', 'source', 'status', 'subscribed_at'],
  layout: [['email', 'mobile'], 'name', ['source', 'status'], 'subscribed_at', 'unsubscribe_reason'],
  beforeToolbar: <MembersToolbar />,
};
export default screen;
