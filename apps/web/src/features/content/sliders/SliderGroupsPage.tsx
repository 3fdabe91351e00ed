import { PictureOutlined } from '@ant-design/icons';
import { sliderText as t } from '@pishkhan/common/i18n/fa/slider';
import { Alert, Card, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { errorMessage } from '../../../app/api';
import { faDigits } from '../../../app/format';
import { PageHeader } from '../../../components/crud/PageHeader';
import { useSliderGroups } from './useSliderGroups';
import './sliders.css';

/** /admin/slider: each slider group with its recommended picture size and how many slides it has and shows now. */
export default function SliderGroupsPage() {
  const groups = useSliderGroups();
  return (
    <>
      <PageHeader title={t.groupsTitle} />
      {groups.isError ? <Alert type="error" showIcon title={errorMessage(groups.error)} /> : null}
      {groups.isPending ? (
        <Skeleton active />
      ) : (
        <div className="pk-slider-groups">
          {(groups.data?.data ?? []).map((g) => (
            <div key={g.key}>
              <Link to={`/slider/${g.key}`} className="pk-slider-group" aria-label={`${t.open}: ${g.label}`}>
                <Card hoverable title={<span><PictureOutlined /> {g.label}</span>} extra={<Typography.Text type="secondary">{t.open}</Typography.Text>}>
                  <div className="pk-slider-group-stats">
                    <div className="pk-slider-stat"><span>{t.count}</span><strong>{faDigits(g.count)}</strong></div>
                    <div className="pk-slider-stat"><span>{t.active}</span><strong>{faDigits(g.live)}</strong></div>
                    <div className="pk-slider-stat"><span>{t.size}</span><strong>{t.sizeValue(faDigits(g.width), faDigits(g.height))}</strong></div>
                  </div>
                </Card>
              </Link>
            </div>
          ))}
        </div>
      )}
    </>
  );
}
