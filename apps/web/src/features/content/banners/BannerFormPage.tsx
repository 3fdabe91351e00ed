import { bannerText as t } from '@pishkhan/common/i18n/fa/banners';
import { bannerResource } from '@pishkhan/common/resources/banner.resource';
import { Alert, Form, type FormInstance } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { faDigits } from '../../../app/format';
import { useResourceItem } from '../../../components/crud';
import ResourceFormPage from '../../../components/crud/resource/ResourceFormPage';
import { POSITIONS_API, type Position } from './banner.api';
import { HeirNote } from './HeirNote';
import './banners.css';

/** The picture's own size, read by the browser once it loads (null until then, or when it cannot be read). */
function useNaturalSize(url: string | undefined) {
  const [size, setSize] = useState<{ w: number; h: number; url: string } | null>(null);
  useEffect(() => {
    if (!url) return;
    const img = new Image();
    img.onload = () => setSize({ w: img.naturalWidth, h: img.naturalHeight, url });
    img.src = url;
    return () => {
      img.onload = null;
    };
  }, [url]);
  return size && size.url === url ? size : null;
}

/** Warns (never refuses) when the uploaded picture's size is not the position's recommended one. */
export function SizeCheck({ form, fallbackPosition }: { form: FormInstance; fallbackPosition: number | undefined }) {
  const image = Form.useWatch('image_id', form) as { url?: string } | null | undefined;
  const positionId = (Form.useWatch('position_id', form) as number | undefined) ?? fallbackPosition;
  const position = useResourceItem<Position>(POSITIONS_API, typeof positionId === 'number' ? positionId : null);
  const size = useNaturalSize(image?.url);
  const p = position.data;
  if (!p) return null;
  const off = size && (size.w !== p.width || size.h !== p.height);
  return (
    <div className="pk-banner-size-check">
      {off ? (
        <Alert type="warning" showIcon data-testid="size-warning" title={t.sizeMismatch(faDigits(size.w), faDigits(size.h), faDigits(p.width), faDigits(p.height))} />
      ) : (
        <Alert type="info" showIcon title={t.imageHelp(faDigits(p.width), faDigits(p.height))} />
      )}
    </div>
  );
}

/**
 * /admin/position/advertisements/{position}/create and …/edit/{id}, /admin/advertise/create and …/edit/{id}:
 * the kit's form of the banner definition; from a position's page the banner starts in that position
 * and goes back there after saving. The picture shows the position's recommended size and warns
 * when the uploaded one differs.
 */
export default function BannerFormPage() {
  const raw = useParams().positionId;
  const positionId = raw && /^\d{1,15}$/.test(raw) ? Number(raw) : undefined;
  const def = useMemo(() => {
    const f = bannerResource.fields;
    return {
      ...bannerResource,
      web: positionId ? `/position/advertisements/${positionId}` : '/advertise',
      fields: { ...f, position_id: { ...f.position_id, ...(positionId ? { default: positionId } : {}) } },
    };
  }, [positionId]);
  return (
    <ResourceFormPage
      def={def}
      layout={['position_id', 'title', 'image_id', 'size_check', 'link', 'new_tab', ['starts_at', 'ends_at'], 'status']}
      custom={{ size_check: (ctx) => <SizeCheck form={ctx.form} fallbackPosition={positionId} /> }}
      deleteNote={(id) => <HeirNote id={id} />}
    />
  );
}
