import ArrowRightOutlined from '@ant-design/icons/ArrowRightOutlined';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/usePageTitle';

/** A page's title row (the screen's h1): optional back link (→, mirrored for RTL), title, subtitle and actions. */
export function PageHeader({ title, subtitle, extra, back }: { title: string; subtitle?: ReactNode; extra?: ReactNode; back?: string }) {
  usePageTitle(title);
  return (
    <div className="pk-page-header">
      <div className="pk-page-header-main">
        {back ? (
          <Link to={back} aria-label={crudText.back}>
            <Button type="text" icon={<ArrowRightOutlined />} aria-label={crudText.back} />
          </Link>
        ) : null}
        <div>
          <h1 className="pk-page-title">{title}</h1>
          {subtitle ? <div className="pk-page-subtitle">{subtitle}</div> : null}
        </div>
      </div>
      {extra ? <div className="pk-page-header-extra">{extra}</div> : null}
    </div>
  );
}
