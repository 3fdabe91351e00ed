import {
  CaretRightOutlined,
  CloseOutlined,
  PauseOutlined,
  RotateLeftOutlined,
  RotateRightOutlined,
  SwapOutlined,
  UndoOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { ConfigProvider, Flex, Image, theme } from 'antd';
import * as React from 'react';
import { toPersianDigits } from '@pishkhan/common/text';
import { viewerText } from '@pishkhan/common/i18n/fa/inputs';

/** Spec §9: slideshow interval, zoom step and input debounce of the image viewer. */
export const SLIDESHOW_INTERVAL_MS = 5000;
export const ZOOM_STEP = 0.1;
export const INPUT_DEBOUNCE_MS = 50;

export interface ViewerImage {
  src: string;
  alt?: string;
  /** Smaller picture for the thumbnail row (default: src). */
  thumbnail?: string;
}

export interface ImageViewerProps {
  images: ReadonlyArray<string | ViewerImage>;
  /** Slideshow step in ms (default 5000). */
  interval?: number;
  /** Zoom step (default 0.1). */
  scaleStep?: number;
  /** Navigation input (keys, arrows) is debounced by this many ms (default 50). */
  debounceMs?: number;
  /** Thumbnail size in px (default 96). */
  thumbSize?: number;
  /** Draw the thumbnail row (default true); false = only the preview, opened through `open`. */
  thumbnails?: boolean;
  /** Start the slideshow when the viewer opens. */
  autoPlay?: boolean;
  /** Controlled open state (optional). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Shown image index when it opens (controlled, optional). */
  current?: number;
  onCurrentChange?: (index: number) => void;
}

const norm = (img: string | ViewerImage): ViewerImage => (typeof img === 'string' ? { src: img } : img);

/**
 * A thumbnail row that opens antd's image preview (zoom step 0.1) with a play/pause slideshow
 * (one picture every 5 s, looping). Navigation input is debounced by 50 ms so a held key does
 * not race through the pictures. All controls have Persian labels and mirror in RTL.
 */
export function ImageViewer({
  images,
  interval = SLIDESHOW_INTERVAL_MS,
  scaleStep = ZOOM_STEP,
  debounceMs = INPUT_DEBOUNCE_MS,
  thumbSize = 96,
  thumbnails = true,
  autoPlay = false,
  open: openProp,
  onOpenChange,
  current: currentProp,
  onCurrentChange,
}: ImageViewerProps) {
  const list = React.useMemo(() => images.map(norm), [images]);
  const count = list.length;
  const { token } = theme.useToken();
  const { getPrefixCls } = React.useContext(ConfigProvider.ConfigContext);
  const previewCls = `${getPrefixCls('image')}-preview`;

  const [openState, setOpenState] = React.useState(false);
  const open = openProp ?? openState;
  const [currentState, setCurrentState] = React.useState(0);
  const current = Math.min(currentProp ?? currentState, Math.max(0, count - 1));
  const [playing, setPlaying] = React.useState(false);
  const debounce = React.useRef<ReturnType<typeof setTimeout> | null>(null);

  const setCurrent = React.useCallback(
    (i: number) => {
      setCurrentState(i);
      onCurrentChange?.(i);
    },
    [onCurrentChange],
  );
  const setOpen = (o: boolean) => {
    setOpenState(o);
    onOpenChange?.(o);
    setPlaying(o && autoPlay && count > 1);
  };

  // Slideshow: the next picture after `interval`; manual navigation restarts the wait.
  React.useEffect(() => {
    if (!open || !playing || count < 2) return;
    const t = setTimeout(() => setCurrent((current + 1) % count), interval);
    return () => clearTimeout(t);
  }, [open, playing, current, count, interval, setCurrent]);

  React.useEffect(() => {
    if (openProp && autoPlay && count > 1) setPlaying(true);
  }, [openProp, autoPlay, count]);

  React.useEffect(() => () => {
    if (debounce.current) clearTimeout(debounce.current);
  }, []);

  // antd fixes the preview's prev/next/close icons (named in English for screen readers):
  // give their buttons Persian names.
  React.useEffect(() => {
    if (!open) return;
    const label = () => {
      const set = (sel: string, name: string) =>
        document.querySelectorAll<HTMLElement>(`.${previewCls}-${sel}`).forEach((b) => {
          b.setAttribute('aria-label', name);
          b.setAttribute('title', name);
          b.querySelectorAll('[role="img"]').forEach((icon) => icon.setAttribute('aria-hidden', 'true'));
        });
      set('switch-prev', viewerText.prev);
      set('switch-next', viewerText.next);
      set('close', viewerText.close);
    };
    label();
    const t = setTimeout(label, 0);
    return () => clearTimeout(t);
  }, [open, current, count, previewCls]);

  const navigate = (next: number) => {
    if (debounce.current) clearTimeout(debounce.current);
    debounce.current = setTimeout(() => {
      debounce.current = null;
      setCurrent(Math.max(0, Math.min(count - 1, next)));
    }, debounceMs);
  };

  const closeIcon = <CloseOutlined aria-hidden />;

  const action = (key: string, label: string, icon: React.ReactNode, onClick: () => void, extra: { disabled?: boolean; pressed?: boolean } = {}) => (
    <button
      key={key}
      type="button"
      className={`${previewCls}-actions-action${extra.disabled ? ` ${previewCls}-actions-action-disabled` : ''}`}
      aria-label={label}
      title={label}
      aria-pressed={extra.pressed}
      disabled={extra.disabled}
      onClick={onClick}
    >
      <span aria-hidden>{icon}</span>
    </button>
  );

  return (
    <>
      {thumbnails ? (
        <Flex wrap gap={token.marginXS} role="list">
          {list.map((img, i) => (
            <div key={`${i}-${img.src}`} role="listitem">
              <button
                type="button"
                aria-label={img.alt ?? viewerText.image(toPersianDigits(i + 1))}
                onClick={() => {
                  setCurrent(i);
                  setOpen(true);
                }}
                style={{
                  padding: 0,
                  border: `1px solid ${token.colorBorderSecondary}`,
                  borderRadius: token.borderRadius,
                  background: token.colorBgContainer,
                  cursor: 'zoom-in',
                  overflow: 'hidden',
                  inlineSize: thumbSize,
                  blockSize: thumbSize,
                }}
              >
                <Image src={img.thumbnail ?? img.src} alt="" preview={false} width={thumbSize} height={thumbSize} style={{ objectFit: 'cover' }} />
              </button>
            </div>
          ))}
        </Flex>
      ) : null}
      <Image.PreviewGroup
        items={list.map((img, i) => ({ src: img.src, alt: img.alt ?? viewerText.image(toPersianDigits(i + 1)) }))}
        preview={{
          open,
          current,
          scaleStep,
          closeIcon,
          onOpenChange: (o) => setOpen(o),
          onChange: (next) => navigate(next),
          countRender: (cur, total) => viewerText.counter(toPersianDigits(cur), toPersianDigits(total)),
          actionsRender: (_node, { actions, transform }) => (
            <div className={`${previewCls}-actions`} role="toolbar" aria-label={viewerText.toolbar}>
              {count > 1
                ? action('play', playing ? viewerText.pause : viewerText.play, playing ? <PauseOutlined /> : <CaretRightOutlined />, () => setPlaying((p) => !p), {
                    pressed: playing,
                  })
                : null}
              {action('flipY', viewerText.flipY, <SwapOutlined rotate={90} />, actions.onFlipY)}
              {action('flipX', viewerText.flipX, <SwapOutlined />, actions.onFlipX)}
              {action('rotateLeft', viewerText.rotateLeft, <RotateLeftOutlined />, actions.onRotateLeft)}
              {action('rotateRight', viewerText.rotateRight, <RotateRightOutlined />, actions.onRotateRight)}
              {action('zoomOut', viewerText.zoomOut, <ZoomOutOutlined />, actions.onZoomOut, { disabled: transform.scale <= 1 })}
              {action('zoomIn', viewerText.zoomIn, <ZoomInOutlined />, actions.onZoomIn)}
              {action('reset', viewerText.reset, <UndoOutlined />, actions.onReset)}
            </div>
          ),
        }}
      />
    </>
  );
}
