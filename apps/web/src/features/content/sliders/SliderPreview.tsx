import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { sliderText as t } from '@pishkhan/common/i18n/fa/slider';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { faDigits } from '../../../app/format';

export interface PreviewSlide {
  id: number;
  title: string;
  description?: string | null;
  url: string;
}

/**
 * The group as the shop shows it: one slide at a time, at the group's proportions, turning every
 * five seconds (not while the pointer is over it), with previous/next and a dot per slide.
 */
export function SliderPreview({ slides, width, height }: { slides: PreviewSlide[]; width: number; height: number }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const n = slides.length;
  const at = n ? index % n : 0;
  useEffect(() => {
    if (n < 2 || paused) return;
    const h = setInterval(() => setIndex((i) => (i + 1) % n), 5000);
    return () => clearInterval(h);
  }, [n, paused]);
  if (!n) return <div className="pk-carousel pk-carousel-empty">{t.previewEmpty}</div>;
  const s = slides[at]!;
  const go = (d: number) => setIndex((at + d + n) % n);
  return (
    <div className={n > 1 ? 'pk-carousel pk-carousel-many' : 'pk-carousel'} role="region" aria-roledescription="carousel" aria-label={t.preview} onMouseEnter={() => setPaused(true)} onMouseLeave={() => setPaused(false)}>
      <div className="pk-carousel-slide" style={{ aspectRatio: `${width} / ${height}` }} aria-live="polite">
        <img src={s.url} alt={s.title} />
        <div className="pk-carousel-caption">
          <strong>{s.title}</strong>
          {s.description ? <span>{s.description}</span> : null}
        </div>
      </div>
      {n > 1 ? (
        <>
          {/* In a right-to-left page the previous slide is on the right. */}
          <Button className="pk-carousel-nav pk-prev" size="small" shape="circle" icon={<RightOutlined />} aria-label={t.previous} onClick={() => go(-1)} />
          <Button className="pk-carousel-nav pk-next" size="small" shape="circle" icon={<LeftOutlined />} aria-label={t.next} onClick={() => go(1)} />
          <div className="pk-carousel-dots">
            {slides.map((x, i) => (
              <button key={x.id} type="button" aria-label={t.goTo(faDigits(i + 1))} aria-current={i === at} onClick={() => setIndex(i)} />
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}
