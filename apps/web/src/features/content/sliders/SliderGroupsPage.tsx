import { PictureOutlined } from '@ant-design/icons';
import { sliderText as t } from '@pishkhan/common/i18n/fa/slider';
import { Alert, Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
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
        <Row gutter={[16, 16]}>
          {(groups.data?.data ?? []).map((g) => (
            <Col key={g.key} xs={24} md={12}>
              <Link to={`/slider/${g.key}`} className="pk-slider-group" aria-label={`${t.open}: ${g.label}`}>
                <Card hoverable title={<span><PictureOutlined /> {g.label}</span>} extra={<Typography.Text type="secondary">{t.open}</Typography.Text>}>
                  <div className="pk-slider-group-stats">
                    <Statistic title={t.count} value={faDigits(g.count)} />
                    <Statistic title={t.active} value={faDigits(g.live)} />
                    <Statistic title={t.size} value={t.sizeValue(faDigits(g.width), faDigits(g.height))} />
                  </div>
                </Card>
              </Link>
            </Col>
          ))}
        </Row>
      )}
    </>
  );
}
