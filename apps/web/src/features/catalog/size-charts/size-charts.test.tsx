import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homeFixture, json, listResponse, mockFetch, renderWithSession } from '../../../test/utils';
import { resizeChart, withHeader } from './ChartEditor';
import { sizeChartRoutes } from './size-chart.routes';

const perms = ['read_size_chart', 'create_size_chart', 'update_size_chart', 'delete_size_chart'];

describe('chart helpers', () => {
  it('resize keeps cells and pads with empty ones; a type header replaces the first row', () => {
    expect(resizeChart([['a', 'b'], ['c', 'd']], 3, 1)).toEqual([['a'], ['c'], ['']]);
    expect(withHeader([['x'], ['1']], ['سایز', 'قد'])).toEqual([['سایز', 'قد'], ['1', '']]);
  });
});

describe('size chart form', () => {
  it('edits the table: header from the type, add/remove rows and columns, saves the 2-D array', async () => {
    const type = { id: 4, name: 'پیراهن', values: ['سایز', 'قد'], size_charts_count: 0 };
    const fetch = mockFetch({
      'GET /api/admin/size-chart-types': () => listResponse([type]),
      'GET /api/admin/size-chart-types/4': () => ({ data: type }),
      'GET /api/admin/size-charts': () => listResponse([]),
      'POST /api/admin/size-charts': ({ body }) => json(201, { data: { id: 1, ...(body as object) } }),
    });
    renderWithSession(sizeChartRoutes, '/admin/size-chart/create', homeFixture({ permissions: perms }));
    fireEvent.change(await screen.findByLabelText('عنوان جدول سایز', undefined, { timeout: 10000 }), { target: { value: 'پیراهن مردانه' } });
    // pick the type (its select loads with the form): its columns become the header row
    fireEvent.mouseDown(await screen.findByRole('combobox', undefined, { timeout: 30000 }));
    fireEvent.click(await screen.findByTitle('پیراهن'));
    expect(await screen.findByDisplayValue('قد')).toBeInTheDocument();
    expect(screen.getByLabelText('ردیف ۱، ستون ۱')).toHaveValue('سایز');
    fireEvent.click(screen.getByRole('button', { name: /افزودن ستون/ }));
    fireEvent.change(screen.getByLabelText('ردیف ۱، ستون ۳'), { target: { value: 'دور سینه' } });
    fireEvent.click(screen.getByRole('button', { name: /افزودن ردیف/ }));
    fireEvent.click(screen.getByRole('button', { name: 'حذف ستون ۲' }));
    for (const [r, c, v] of [[2, 1, 'M'], [2, 2, '۱۰۰'], [3, 1, 'L'], [3, 2, '۱۰۴']] as const) {
      fireEvent.change(screen.getByLabelText(`ردیف ${'۰۱۲۳'[r]}، ستون ${'۰۱۲۳'[c]}`), { target: { value: v } });
    }
    fireEvent.click(screen.getByRole('button', { name: /ذخیره/ }));
    await waitFor(() => expect(fetch.find('POST', '/api/admin/size-charts')).toHaveLength(1));
    expect(fetch.find('POST', '/api/admin/size-charts')[0]!.body).toEqual({
      title: 'پیراهن مردانه',
      type_id: 4,
      chart: [
        ['سایز', 'دور سینه'],
        ['M', '۱۰۰'],
        ['L', '۱۰۴'],
      ],
    });
  }, 60_000);

  it('refuses empty cells before sending', async () => {
    const fetch = mockFetch({ 'GET /api/admin/size-chart-types': () => listResponse([]), 'GET /api/admin/size-charts': () => listResponse([]) });
    renderWithSession(sizeChartRoutes, '/admin/size-chart/create', homeFixture({ permissions: perms }));
    fireEvent.change(await screen.findByLabelText('عنوان جدول سایز', undefined, { timeout: 10000 }), { target: { value: 'جوراب' } });
    fireEvent.change(screen.getByLabelText('ردیف ۱، ستون ۱'), { target: { value: 'سایز' } });
    fireEvent.click(screen.getByRole('button', { name: /ذخیره/ }));
    expect(await screen.findByText('خانه‌های جدول نباید خالی باشند')).toBeInTheDocument();
    expect(fetch.find('POST', '/api/admin/size-charts')).toHaveLength(0);
  }, 60_000);
});
