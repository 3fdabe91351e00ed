import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  DeleteOutlined,
  StarFilled,
  StarOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { Button, ConfigProvider, Flex, Image, Spin, Tag, Tooltip, Typography, theme } from 'antd';
import * as React from 'react';
import { checkRule, type ImageSize } from '@pishkhan/common/rules';
import { toPersianDigits } from '@pishkhan/common/text';
import { uploadText } from '@pishkhan/common/i18n/fa/inputs';
import { api, isApiError } from '../../app/api';

/** The slideshow viewer loads when it is first opened. */
const ImageViewer = React.lazy(() => import('./ImageViewer').then((m) => ({ default: m.ImageViewer })));
import DisabledContext from 'antd/es/config-provider/DisabledContext';
import { ReadOnlyContext } from '../crud/readOnly';
import { checkImageFile, DEFAULT_ACCEPT, DEFAULT_MAX_SIZE_KB, UPLOAD_URL, uploadImage, type UploadedImage } from './uploadImage';

// The upload call and the checks live apart so that the rich-text editor uses them without this field's UI.
export { checkImageFile, DEFAULT_ACCEPT, DEFAULT_MAX_SIZE_KB, UPLOAD_URL, uploadImage, type UploadedImage };

/** The form value of one picture. */
export interface ImageRef {
  id: number | string;
  url: string;
}

interface BaseProps {
  /** Accepted MIME types (default jpeg, png, webp, gif). */
  accept?: readonly string[];
  /** Largest file in KB (default 5120). */
  maxSizeKb?: number;
  /** Exact pixel size required, if any. */
  dimensions?: { width: number; height: number };
  /** Field label used in the messages (default: the catalogue's word for image). */
  label?: string;
  disabled?: boolean;
  /** id of the file input (antd Form.Item passes it). */
  id?: string;
  /** Upload endpoint (default /api/admin/uploads). */
  action?: string;
  /** Reads a picture's size (default: the browser decodes it). */
  measureImage?: (file: Blob) => Promise<ImageSize>;
  /** Called with each uploaded picture's full answer. */
  onUploaded?: (img: UploadedImage) => void;
  /**
   * Previewing a picture opens the kit's ImageViewer over all the pictures as a playing slideshow
   * (spec §9: 5000 ms, zoom step 0.1) instead of antd's plain preview.
   */
  slideshow?: boolean;
}
export interface SingleImageUploadProps extends BaseProps {
  multiple?: false;
  value?: ImageRef | null;
  onChange?: (value: ImageRef | null) => void;
}
export interface MultipleImageUploadProps extends BaseProps {
  /** Several pictures; the first one is the main picture. */
  multiple: true;
  value?: ImageRef[] | null;
  onChange?: (value: ImageRef[]) => void;
  /** Most pictures allowed. */
  maxCount?: number;
}
export type ImageUploadProps = SingleImageUploadProps | MultipleImageUploadProps;

const errorText = (e: unknown): string => {
  if (isApiError(e)) return e.fields?.file ?? e.message;
  return uploadText.failed;
};

interface Pending {
  key: number;
  name: string;
}

/**
 * Picture upload, single (`value: { id, url } | null`) or multiple (`value: { id, url }[]`,
 * reorderable, the first is the main picture). Each file is checked in the browser (type, size
 * in KB, exact dimensions) with the catalogue's Persian messages, then posted to
 * /api/admin/uploads; a server error's Persian message is shown.
 */
export function ImageUpload(props: ImageUploadProps) {
  const {
    accept = DEFAULT_ACCEPT,
    maxSizeKb = DEFAULT_MAX_SIZE_KB,
    dimensions,
    label = uploadText.label,
    disabled: ownDisabled,
    id,
    action = UPLOAD_URL,
    measureImage,
    onUploaded,
    slideshow = false,
  } = props;
  // A disabled form (e.g. read-only) disables the box too.
  const disabled = React.useContext(DisabledContext) || React.useContext(ReadOnlyContext) || !!ownDisabled;
  const multiple = props.multiple === true;
  const { token } = theme.useToken();
  const { direction } = React.useContext(ConfigProvider.ConfigContext);
  const list: ImageRef[] = multiple ? (props.value ?? []) : props.value ? [props.value] : [];
  const latest = React.useRef(list);
  latest.current = list;
  const [pending, setPending] = React.useState<Pending[]>([]);
  const [errors, setErrors] = React.useState<string[]>([]);
  const seq = React.useRef(0);
  const pendingCount = React.useRef(0);
  const maxCount = multiple ? (props as MultipleImageUploadProps).maxCount : 1;
  // Index of the picture shown in the slideshow viewer (null = closed).
  const [viewAt, setViewAt] = React.useState<number | null>(null);
  // The viewer is mounted from its first opening on (so it can animate closing).
  const viewerShown = React.useRef(false);
  if (viewAt !== null) viewerShown.current = true;

  const emit = (next: ImageRef[]) => {
    latest.current = next;
    if (multiple) (props as MultipleImageUploadProps).onChange?.(next);
    else (props as SingleImageUploadProps).onChange?.(next[0] ?? null);
  };

  const handleFile = async (file: File) => {
    const problem = await checkImageFile(file, { accept, maxSizeKb, dimensions, label, measureImage });
    if (problem) {
      setErrors((e) => [...e, problem]);
      return;
    }
    if (multiple && maxCount !== undefined && latest.current.length + pendingCount.current >= maxCount) {
      setErrors((e) => [...e, uploadText.maxCount(toPersianDigits(maxCount))]);
      return;
    }
    const key = ++seq.current;
    pendingCount.current += 1;
    setPending((p) => [...p, { key, name: file.name }]);
    try {
      const img = await uploadImage(file, action);
      const ref: ImageRef = { id: img.id, url: img.url };
      emit(multiple ? [...latest.current, ref] : [ref]);
      onUploaded?.(img);
    } catch (e) {
      setErrors((x) => [...x, errorText(e)]);
    } finally {
      pendingCount.current -= 1;
      setPending((p) => p.filter((x) => x.key !== key));
    }
  };
  // The chosen files (a plain file input: antd's Upload would add its list, progress bars and request
  // code, none of which is used here). A new choice clears the previous messages.
  const fileInput = React.useRef<HTMLInputElement>(null);
  const onFiles = (e: React.ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    if (files.length) setErrors([]);
    for (const file of files) void handleFile(file);
  };

  const move = (from: number, to: number) => {
    if (to < 0 || to >= list.length) return;
    const next = [...list];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    emit(next);
  };
  const remove = (i: number) => emit(list.filter((_, j) => j !== i));

  const rtl = direction === 'rtl';
  const EarlierIcon = rtl ? ArrowRightOutlined : ArrowLeftOutlined;
  const LaterIcon = rtl ? ArrowLeftOutlined : ArrowRightOutlined;
  const typeNames = accept.map((t) => uploadText.typeNames[t] ?? t).join(uploadText.listSeparator);
  const full = multiple && maxCount !== undefined && list.length + pending.length >= maxCount;
  const box: React.CSSProperties = {
    inlineSize: 112,
    border: `1px solid ${token.colorBorder}`,
    borderRadius: token.borderRadiusLG,
    padding: token.paddingXXS,
    background: token.colorBgContainer,
  };

  const thumbs = list.map((img, i) => (
    <div key={String(img.id)} role="listitem" style={box} data-id={String(img.id)}>
      <Image
        src={img.url}
        alt={uploadText.image(toPersianDigits(i + 1))}
        width={102}
        height={102}
        style={{ objectFit: 'cover', borderRadius: token.borderRadius }}
        {...(slideshow ? { preview: { open: false, onOpenChange: (o: boolean) => o && setViewAt(i) } } : {})}
      />
      <Flex justify="space-between" align="center" style={{ marginBlockStart: token.marginXXS }}>
        {multiple ? (
          i === 0 ? (
            <Tag color="gold" style={{ marginInlineEnd: 0 }} icon={<StarFilled />}>
              {uploadText.main}
            </Tag>
          ) : (
            <Tooltip title={uploadText.makeMain}>
              <Button size="small" type="text" aria-label={uploadText.makeMain} icon={<StarOutlined />} disabled={disabled} onClick={() => move(i, 0)} />
            </Tooltip>
          )
        ) : null}
        {multiple && list.length > 1 ? (
          <>
            <Button size="small" type="text" aria-label={uploadText.moveEarlier} icon={<EarlierIcon />} disabled={disabled || i === 0} onClick={() => move(i, i - 1)} />
            <Button size="small" type="text" aria-label={uploadText.moveLater} icon={<LaterIcon />} disabled={disabled || i === list.length - 1} onClick={() => move(i, i + 1)} />
          </>
        ) : null}
        <Tooltip title={uploadText.remove}>
          <Button size="small" type="text" danger aria-label={uploadText.remove} icon={<DeleteOutlined />} disabled={disabled} onClick={() => remove(i)} />
        </Tooltip>
      </Flex>
    </div>
  ));

  return (
    <Flex vertical gap={token.marginXS}>
      {list.length + pending.length > 0 ? (
        <Flex wrap gap={token.marginXS} role="list">
          {slideshow ? thumbs : <Image.PreviewGroup>{thumbs}</Image.PreviewGroup>}
          {pending.map((p) => (
            <div key={p.key} role="listitem" style={{ ...box, minBlockSize: 112, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
              <Spin description={uploadText.uploading} aria-label={uploadText.uploading}>
                <div style={{ inlineSize: 80, blockSize: 60 }} />
              </Spin>
            </div>
          ))}
        </Flex>
      ) : null}
      <div>
        <input
          ref={fileInput}
          id={id}
          type="file"
          accept={accept.join(',')}
          multiple={multiple}
          disabled={disabled || full || (!multiple && pending.length > 0)}
          onChange={onFiles}
          style={{ display: 'none' }}
        />
        <Button icon={<UploadOutlined />} disabled={disabled || full || (!multiple && pending.length > 0)} onClick={() => fileInput.current?.click()}>
          {multiple ? uploadText.chooseMany : uploadText.choose}
        </Button>
      </div>
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
        {uploadText.hint(typeNames, toPersianDigits(maxSizeKb))}
        {dimensions ? ` — ${uploadText.dimensionsHint(toPersianDigits(dimensions.width), toPersianDigits(dimensions.height))}` : null}
      </Typography.Text>
      {slideshow && list.length > 0 && viewerShown.current ? (
        <React.Suspense fallback={null}>
          <ImageViewer
            images={list.map((img, i) => ({ src: img.url, alt: uploadText.image(toPersianDigits(i + 1)) }))}
            thumbnails={false}
            autoPlay
            open={viewAt !== null}
            current={viewAt ?? 0}
            onOpenChange={(o) => !o && setViewAt(null)}
            onCurrentChange={(i) => setViewAt(i)}
          />
        </React.Suspense>
      ) : null}
      {errors.length > 0 ? (
        <div role="alert">
          {errors.map((e, i) => (
            <Typography.Text key={i} type="danger" style={{ display: 'block' }}>
              {e}
            </Typography.Text>
          ))}
        </div>
      ) : null}
    </Flex>
  );
}
