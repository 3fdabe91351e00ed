import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider, Form } from 'antd';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImageUpload, type ImageRef } from './ImageUpload';
import { SLIDESHOW_INTERVAL_MS } from './ImageViewer';

const wrap = (ui: React.ReactNode) => <ConfigProvider direction="rtl">{ui}</ConfigProvider>;
const png = (name = 'a.png', bytes = 1000, type = 'image/png') => new File([new Uint8Array(bytes)], name, { type });
const fileInput = () => document.querySelector('input[type=file]') as HTMLInputElement;
const user = () => userEvent.setup({ applyAccept: false });

let fetchMock: ReturnType<typeof vi.fn>;
let nextId = 1;
const ok = () => {
  const id = nextId++;
  return new Response(JSON.stringify({ data: { id, url: `/uploads/${id}.webp`, width: 10, height: 10, mime: 'image/webp', size: 100 } }), {
    status: 201,
    headers: { 'Content-Type': 'application/json' },
  });
};

beforeEach(() => {
  nextId = 1;
  fetchMock = vi.fn(async () => ok());
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function Single({ onValue, measure }: { onValue?: (v: ImageRef | null) => void; measure?: (f: Blob) => Promise<{ width: number; height: number }> }) {
  const [v, setV] = useState<ImageRef | null>(null);
  return (
    <ImageUpload
      value={v}
      maxSizeKb={2}
      dimensions={measure ? { width: 300, height: 200 } : undefined}
      measureImage={measure}
      onChange={(x) => {
        setV(x);
        onValue?.(x);
      }}
    />
  );
}

function Multi({ onValue, initial = [] }: { onValue?: (v: ImageRef[]) => void; initial?: ImageRef[] }) {
  const [v, setV] = useState<ImageRef[]>(initial);
  return (
    <ImageUpload
      multiple
      value={v}
      maxCount={3}
      onChange={(x) => {
        setV(x);
        onValue?.(x);
      }}
    />
  );
}

describe('ImageUpload', () => {
  it('uploads a picture as multipart "file" with the XHR header and same-origin credentials', async () => {
    const onValue = vi.fn();
    render(wrap(<Single onValue={onValue} />));
    await user().upload(fileInput(), png());
    await waitFor(() => expect(onValue).toHaveBeenCalledWith({ id: 1, url: '/uploads/1.webp' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect(url).toBe('/api/admin/uploads');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect((init.headers as Record<string, string>)['X-Requested-With']).toBe('XMLHttpRequest');
    expect(init.body).toBeInstanceOf(FormData);
    expect(((init.body as FormData).get('file') as File).name).toBe('a.png');
    expect(await screen.findByRole('img', { name: 'تصویر ۱' })).toHaveAttribute('src', '/uploads/1.webp');
  });

  it('refuses a too-large file before sending, with the size message', async () => {
    render(wrap(<Single />));
    await user().upload(fileInput(), png('big.png', 3 * 1024));
    expect(await screen.findByRole('alert')).toHaveTextContent('حجم تصویر باید کمتر از ۲ کیلوبایت باشد');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses non-images and unaccepted types', async () => {
    render(wrap(<Single />));
    await user().upload(fileInput(), png('doc.pdf', 10, 'application/pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent('تصویر باید یک تصویر باشد');
    await user().upload(fileInput(), png('x.bmp', 10, 'image/bmp'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('تصویر باید از نوع معتبر باشد'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks exact dimensions when asked', async () => {
    const measure = vi.fn(async () => ({ width: 300, height: 201 }));
    render(wrap(<Single measure={measure} />));
    await user().upload(fileInput(), png());
    expect(await screen.findByRole('alert')).toHaveTextContent('تصویر باید ۳۰۰ پیکسل عرض و ۲۰۰ پیکسل ارتفاع داشته باشد');
    expect(fetchMock).not.toHaveBeenCalled();
    measure.mockResolvedValue({ width: 300, height: 200 });
    await user().upload(fileInput(), png());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });

  it("shows the server's Persian error message", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ error: { code: 'validation', message: 'اطلاعات وارد‌شده معتبر نیست', fields: { file: 'فایل تصویر خراب است' } } }), {
        status: 422,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ error: { code: 'too_large', message: 'حجم فایل بیش از حد مجاز است' } }), { status: 413 }),
    );
    const onValue = vi.fn();
    render(wrap(<Single onValue={onValue} />));
    await user().upload(fileInput(), png());
    expect(await screen.findByRole('alert')).toHaveTextContent('فایل تصویر خراب است');
    await user().upload(fileInput(), png());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('حجم فایل بیش از حد مجاز است'));
    expect(onValue).not.toHaveBeenCalled();
  });

  it('single: remove gives null', async () => {
    const onValue = vi.fn();
    render(wrap(<Single onValue={onValue} />));
    await user().upload(fileInput(), png());
    await screen.findByRole('img', { name: 'تصویر ۱' });
    await userEvent.click(screen.getByRole('button', { name: 'حذف تصویر' }));
    expect(onValue).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('img', { name: 'تصویر ۱' })).toBeNull();
  });

  it('multiple: uploads several, reorders, chooses the main picture, respects maxCount', async () => {
    const onValue = vi.fn();
    render(wrap(<Multi onValue={onValue} />));
    await user().upload(fileInput(), [png('1.png'), png('2.png')]);
    await waitFor(() => expect(onValue.mock.calls.at(-1)?.[0]).toHaveLength(2));
    expect(onValue.mock.calls.at(-1)![0].map((x: ImageRef) => x.id).sort()).toEqual([1, 2]);
    const items = () => screen.getAllByRole('listitem');
    const ids = () => items().map((li) => li.getAttribute('data-id'));
    const first = ids();
    expect(within(items()[0]!).getByText('تصویر اصلی')).toBeInTheDocument();
    // make the second one main
    await userEvent.click(within(items()[1]!).getByRole('button', { name: 'انتخاب به‌عنوان تصویر اصلی' }));
    expect(ids()).toEqual([first[1], first[0]]);
    // move the main one later
    await userEvent.click(within(items()[0]!).getByRole('button', { name: 'جابه‌جایی به بعد' }));
    expect(ids()).toEqual(first);
    expect(onValue.mock.calls.at(-1)![0].map((x: ImageRef) => String(x.id))).toEqual(first);
    // maxCount 3: a 4th is refused
    await user().upload(fileInput(), [png('3.png'), png('4.png')]);
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(screen.getByRole('alert')).toHaveTextContent('حداکثر ۳ تصویر می‌توانید بارگذاری کنید');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('works inside a Form with a { id, url } value', async () => {
    const onFinish = vi.fn();
    render(
      wrap(
        <Form onFinish={onFinish} initialValues={{ logo: { id: 9, url: '/uploads/9.webp' } }}>
          <Form.Item name="logo" label="لوگو">
            <ImageUpload />
          </Form.Item>
          <button type="submit">ثبت</button>
        </Form>,
      ),
    );
    expect(screen.getByRole('img', { name: 'تصویر ۱' })).toHaveAttribute('src', '/uploads/9.webp');
    await user().upload(fileInput(), png());
    await screen.findByRole('img', { name: 'تصویر ۱' });
    await waitFor(() => expect(screen.getByRole('img', { name: 'تصویر ۱' })).toHaveAttribute('src', '/uploads/1.webp'));
    await userEvent.click(screen.getByText('ثبت'));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ logo: { id: 1, url: '/uploads/1.webp' } }));
  });

  it('slideshow: previewing a picture opens the image viewer there, playing every 5000 ms over all pictures', async () => {
    vi.useFakeTimers();
    try {
      const pics = [1, 2, 3].map((id) => ({ id, url: `/uploads/${id}.webp` }));
      render(wrap(<ImageUpload multiple slideshow value={pics} onChange={() => {}} />));
      const previewSrc = () => document.querySelector('.ant-image-preview-img')?.getAttribute('src');
      const tick = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));
      expect(previewSrc()).toBeUndefined();
      fireEvent.click(screen.getByRole('button', { name: 'تصویر ۲' }));
      await tick(10);
      expect(previewSrc()).toBe('/uploads/2.webp');
      expect(screen.getByText('۲ از ۳')).toBeInTheDocument();
      // the viewer's own toolbar, already playing
      expect(screen.getByRole('button', { name: 'توقف پخش خودکار' })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('toolbar', { name: 'ابزارهای نمایش تصویر' })).toBeInTheDocument();
      await tick(SLIDESHOW_INTERVAL_MS);
      expect(previewSrc()).toBe('/uploads/3.webp');
      await tick(SLIDESHOW_INTERVAL_MS);
      expect(previewSrc()).toBe('/uploads/1.webp');
      // zoom step 0.1
      fireEvent.click(screen.getByRole('button', { name: 'بزرگ‌نمایی' }));
      await tick(10);
      expect((document.querySelector('.ant-image-preview-img') as HTMLElement).style.transform).toContain('scale3d(1.1, 1.1, 1)');
      // closing stops it; opening again starts at the picture chosen then
      fireEvent.click(screen.getByRole('button', { name: 'بستن' }));
      await tick(SLIDESHOW_INTERVAL_MS * 2);
      expect(previewSrc()).toBe('/uploads/1.webp');
      fireEvent.click(screen.getByRole('button', { name: 'تصویر ۳' }));
      await tick(10);
      expect(previewSrc()).toBe('/uploads/3.webp');
      expect(screen.getByText('۳ از ۳')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('without slideshow keeps antd\'s plain preview (no viewer toolbar)', async () => {
    render(wrap(<ImageUpload multiple value={[{ id: 1, url: '/uploads/1.webp' }]} onChange={() => {}} />));
    fireEvent.click(screen.getByRole('button', { name: 'تصویر ۱' }));
    await waitFor(() => expect(document.querySelector('.ant-image-preview-img')?.getAttribute('src')).toBe('/uploads/1.webp'));
    expect(screen.queryByRole('toolbar', { name: 'ابزارهای نمایش تصویر' })).toBeNull();
  });
});
