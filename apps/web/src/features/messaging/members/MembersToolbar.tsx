import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { newsletterMemberText as t } from '@pishkhan/common/i18n/fa/newsletter-members';
import { Button, Space } from 'antd';
import { Link } from 'react-router';
import { useCan } from '../../../app/session';
import { ExportButton } from '../../../components/crud/ExportButton';
import { MEMBERS_API } from './members.api';

/** Excel and CSV of exactly the filtered members, and the file import (create_newsletters). */
export function MembersToolbar() {
  const can = useCan();
  return (
    <Space wrap className="pk-members-toolbar" style={{ marginBlockEnd: 12 }}>
      <ExportButton path={`${MEMBERS_API}/export`} label={t.exportExcel} fileName={`${t.file}.xlsx`} />
      <ExportButton path={`${MEMBERS_API}/export.csv`} label={t.exportCsv} fileName={`${t.file}.csv`} />
      {can('create_newsletters') ? (
        <Link to="/member-newsletters/import">
          <Button icon={<UploadOutlined />}>{t.import}</Button>
        </Link>
      ) : null}
    </Space>
  );
}
