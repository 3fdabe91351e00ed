import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homeFixture, listResponse, mockFetch, renderWithSession } from '../../../test/utils';
import { sizeChartTypeRoutes } from './size-chart-type.routes';

const perms = ['read_size_chart', 'create_size_chart', 'update_size_chart', 'delete_size_chart'];
const type = { id: 4, name: 'پیراهن', values: ['سایز', 'دور سینه', 'قد'], size_charts_count: 1, created_at: '2025-03-21T08:00:00Z', updated_at: '2025-03-21T08:00:00Z' };

describe('size chart types', () => {
  it('lists the types with their columns', async () => {
    mockFetch({ 'GET /api/admin/size-chart-types': () => listResponse([type]) });
    renderWithSession(sizeChartTypeRoutes, '/admin/size-chart-type', homeFixture({ permissions: perms }));
    expect(await screen.findByText('دور سینه', undefined, { timeout: 10000 })).toBeInTheDocument();
  });

  it('edits the column names and sends the whole new list', async () => {
    const fetch = mockFetch({
      'GET /api/admin/size-chart-types/4': () => ({ data: type }),
      'GET /api/admin/size-chart-types': () => listResponse([type]),
      'PATCH /api/admin/size-chart-types/4': () => ({ data: type }),
    });
    renderWithSession(sizeChartTypeRoutes, '/admin/size-chart-type/edit/4', homeFixture({ permissions: perms }));
    expect(await screen.findByDisplayValue('دور سینه', undefined, { timeout: 10000 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'حذف مقدار ۲' }));
    fireEvent.change(screen.getByLabelText('افزودن مقدار'), { target: { value: 'آستین' } });
    fireEvent.click(screen.getByRole('button', { name: /افزودن مقدار/ }));
    fireEvent.click(screen.getByRole('button', { name: /ذخیره/ }));
    await waitFor(() => expect(fetch.find('PATCH', '/api/admin/size-chart-types/4')).toHaveLength(1));
    expect(fetch.find('PATCH', '/api/admin/size-chart-types/4')[0]!.body).toEqual({ name: 'پیراهن', values: ['سایز', 'قد', 'آستین'] });
  }, 60_000);
});
