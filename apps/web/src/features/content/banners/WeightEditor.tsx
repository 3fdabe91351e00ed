import { spreadEvenly, WEIGHT_TOTAL } from '@pishkhan/common/banners';
import { bannerText as t } from '@pishkhan/common/i18n/fa/banners';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Progress, Space, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { api, errorMessage, isApiError } from '../../../app/api';
import { faDigits } from '../../../app/format';
import { useCan } from '../../../app/session';
import { NumberInput } from '../../../components/inputs';
import { BANNERS_API, POSITIONS_API, weightsPath, type Banner } from './banner.api';
import { BannerThumb, SCHEDULE_COLORS } from './bannerParts';

/**
 * The weight editor of a position: every banner with its weight, the running sum of the live ones,
 * «spread evenly» over the live ones (integers, the remainder to the first ones), and one save of
 * every weight together (the server checks the live ones make 100).
 */
export function WeightEditor({ positionId, banners }: { positionId: number; banners: Banner[] }) {
  const can = useCan();
  const editable = can('update_advertise');
  const { message } = App.useApp();
  const qc = useQueryClient();
  const saved = useMemo(() => Object.fromEntries(banners.map((b) => [b.id, b.weight])) as Record<number, number>, [banners]);
  // An emptied box stays empty (null): it is never sent as a made-up 0.
  const [weights, setWeights] = useState<Record<number, number | null>>(saved);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setWeights(saved), [saved]);

  const live = banners.filter((b) => b.schedule === 'live');
  const sum = live.reduce((s, b) => s + (weights[b.id] ?? 0), 0);
  const changed = banners.some((b) => weights[b.id] !== b.weight);
  const missing = banners.find((b) => weights[b.id] == null);
  const ok = !live.length || sum === WEIGHT_TOTAL;

  const save = useMutation({
    mutationFn: () => api.post(weightsPath(positionId), { weights: banners.map((b) => ({ id: b.id, weight: weights[b.id] })) }),
    onSuccess: async () => {
      setError(null);
      message.success(t.weightsSaved);
      await Promise.all([qc.invalidateQueries({ queryKey: [BANNERS_API] }), qc.invalidateQueries({ queryKey: [POSITIONS_API] })]);
    },
    // The server names the fault of the list (the sum, a banner missing or foreign) on `weights`.
    onError: (e) => setError((isApiError(e) && e.fields ? Object.values(e.fields)[0] : undefined) ?? errorMessage(e)),
  });

  const spread = () => {
    const shares = spreadEvenly(live.length);
    setWeights((w) => ({ ...w, ...Object.fromEntries(live.map((b, i) => [b.id, shares[i]!])) }));
  };

  return (
    <Card size="small" title={t.weights} className="pk-weight-editor" data-testid="weight-editor">
      <Typography.Paragraph type="secondary">{t.weightsHelp}</Typography.Paragraph>
      {!banners.length ? <Typography.Text type="secondary">{t.noBanners}</Typography.Text> : null}
      {banners.length && !live.length ? <Alert type="warning" showIcon className="pk-mb" title={t.noLive} /> : null}
      <ul className="pk-weight-list">
        {banners.map((b) => {
          const isLive = b.schedule === 'live';
          return (
            <li key={b.id} className={isLive ? 'pk-weight-row' : 'pk-weight-row pk-weight-off'}>
              <BannerThumb banner={b} />
              <span className="pk-weight-title">
                <Typography.Text strong>{b.title}</Typography.Text>
                {!isLive ? (
                  <Tag color={SCHEDULE_COLORS[b.schedule]} title={t.notLive}>
                    {t.scheduleStates[b.schedule]}
                  </Tag>
                ) : null}
              </span>
              <NumberInput
                aria-label={t.weightOf(b.title)}
                min={0}
                max={WEIGHT_TOTAL}
                maxDigits={3}
                value={weights[b.id] ?? null}
                disabled={!editable}
                unit={t.percentSign}
                status={weights[b.id] == null ? 'error' : undefined}
                onChange={(v) => setWeights((w) => ({ ...w, [b.id]: v }))}
                className="pk-weight-input"
              />
            </li>
          );
        })}
      </ul>
      {live.length ? (
        <div className="pk-weight-sum" data-testid="weight-sum" aria-live="polite">
          <Progress percent={Math.min(sum, WEIGHT_TOTAL)} status={ok ? 'success' : sum > WEIGHT_TOTAL ? 'exception' : 'active'} showInfo={false} />
          <Typography.Text type={ok ? 'success' : 'danger'} strong>
            {t.runningSum(faDigits(sum))}
          </Typography.Text>
        </div>
      ) : null}
      {missing && editable ? (
        <Typography.Paragraph type="danger" role="alert">
          {t.weightMissing(missing.title)}
        </Typography.Paragraph>
      ) : null}
      {error ? <Alert type="error" showIcon className="pk-mb" title={error} /> : null}
      {editable && banners.length ? (
        <Space wrap>
          <Button onClick={spread} disabled={!live.length}>
            {t.spreadEvenly}
          </Button>
          <Button type="primary" onClick={() => save.mutate()} loading={save.isPending} disabled={!ok || !changed || !!missing}>
            {t.saveWeights}
          </Button>
        </Space>
      ) : null}
    </Card>
  );
}
