import { act, fireEvent, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { ImageViewer, INPUT_DEBOUNCE_MS, SLIDESHOW_INTERVAL_MS, ZOOM_STEP } from './ImageViewer';

const wrap = (ui: React.ReactNode) => <ConfigProvider direction="rtl">{ui}</ConfigProvider>;
const images = ['/uploads/1.webp', '/uploads/2.webp', { src: '/uploads/3.webp', alt: 'کیف چرمی' }];
const previewSrc = () => document.querySelector('.ant-image-preview-img')?.getAttribute('src');
const tick = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('ImageViewer', () => {
  it('uses the constants of spec §9', () => {
    expect(SLIDESHOW_INTERVAL_MS).toBe(5000);
    expect(ZOOM_STEP).toBe(0.1);
    expect(INPUT_DEBOUNCE_MS).toBe(50);
  });

  it('opens the clicked picture with a Persian counter and labels', async () => {
    render(wrap(<ImageViewer images={images} />));
    fireEvent.click(screen.getByRole('button', { name: 'تصویر ۲' }));
    await tick(10);
    expect(previewSrc()).toBe('/uploads/2.webp');
    expect(screen.getByText('۲ از ۳')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'پخش خودکار' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'بزرگ‌نمایی' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'کیف چرمی' })).toBeInTheDocument();
    // no English action names left for screen readers
    const buttons = [...document.querySelectorAll('.ant-image-preview button')];
    expect(buttons.length).toBeGreaterThan(8);
    for (const b of buttons) expect(b.getAttribute('aria-label')).toMatch(/^[^A-Za-z]+$/);
    expect(screen.getByRole('button', { name: 'تصویر بعدی' })).toHaveClass('ant-image-preview-switch-next');
    expect(screen.getByRole('button', { name: 'بستن' })).toBeInTheDocument();
  });

  it('plays a slideshow every 5000 ms, looping, and pauses', async () => {
    render(wrap(<ImageViewer images={images} />));
    fireEvent.click(screen.getByRole('button', { name: 'تصویر ۲' }));
    await tick(10);
    fireEvent.click(screen.getByRole('button', { name: 'پخش خودکار' }));
    expect(screen.getByRole('button', { name: 'توقف پخش خودکار' })).toHaveAttribute('aria-pressed', 'true');
    await tick(4990);
    expect(previewSrc()).toBe('/uploads/2.webp');
    await tick(10);
    expect(previewSrc()).toBe('/uploads/3.webp');
    await tick(5000);
    expect(previewSrc()).toBe('/uploads/1.webp'); // loops
    fireEvent.click(screen.getByRole('button', { name: 'توقف پخش خودکار' }));
    await tick(15000);
    expect(previewSrc()).toBe('/uploads/1.webp');
  });

  it('debounces navigation input by 50 ms', async () => {
    render(wrap(<ImageViewer images={images} />));
    fireEvent.click(screen.getByRole('button', { name: 'تصویر ۱' }));
    await tick(10);
    const next = () => document.querySelector('.ant-image-preview-switch-next') as HTMLElement;
    fireEvent.click(next());
    fireEvent.click(next());
    fireEvent.click(next());
    await tick(49);
    expect(previewSrc()).toBe('/uploads/1.webp');
    await tick(1);
    expect(previewSrc()).toBe('/uploads/2.webp'); // three quick clicks: one step
  });

  it('zooms in steps of 0.1', async () => {
    render(wrap(<ImageViewer images={images} />));
    fireEvent.click(screen.getByRole('button', { name: 'تصویر ۱' }));
    await tick(10);
    fireEvent.click(screen.getByRole('button', { name: 'بزرگ‌نمایی' }));
    await tick(10);
    const style = (document.querySelector('.ant-image-preview-img') as HTMLElement).style.transform;
    expect(style).toContain('scale3d(1.1, 1.1, 1)');
  });

  it('autoPlay starts the slideshow when opened', async () => {
    render(wrap(<ImageViewer images={images} autoPlay />));
    fireEvent.click(screen.getByRole('button', { name: 'تصویر ۱' }));
    await tick(5000);
    expect(previewSrc()).toBe('/uploads/2.webp');
  });
});
