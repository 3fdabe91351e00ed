import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { homeFixture, listResponse, mockFetch, renderApp, renderWithSession } from '../../../test/utils';
import type { Contact } from './contact.api';
import { contactRoutes } from './contact.routes';

const T = { timeout: 10000 };
const contact = (over: Partial<Contact> = {}): Contact => ({
  id: 7,
  name: 'مریم احمدی',
  mobile: '09121234567',
  email: null,
  subject: 'ارسال سفارش',
  body: 'سفارش من کی می‌رسد؟',
  status: 0,
  customer: { id: 3, name: 'مریم احمدی', mobile: '09121234567' },
  answer: null,
  answered_at: null,
  answered_by: null,
  created_at: '2025-03-21T08:00:00Z',
  ...over,
});

describe('contact inbox', () => {
  beforeAll(() => import('../../../app/layout/AdminLayout'), 60_000);

  it('lists messages, unread marked, and "mark all read" zeroes the header count at once', async () => {
    const fetch = mockFetch({
      'GET /api/admin/home': () => ({ data: homeFixture({ permissions: ['read_contact'], total_unread_contacts: 1 }) }),
      'GET /api/admin/contacts': () => listResponse([contact(), contact({ id: 8, status: 1, subject: null, answer: 'بله', name: 'Reza' })]),
      'POST /api/admin/contacts/read-all': () => ({ data: { changed: 1, total_unread_contacts: 0 } }),
    });
    renderApp('/admin/contact');
    await screen.findByText('ارسال سفارش', undefined, { timeout: 30000 });
    expect(screen.getAllByText('خوانده‌نشده').some((el) => el.closest('.ant-tag'))).toBe(true); // the status filter's option reads the same
    expect(screen.getByText('بدون موضوع')).toBeInTheDocument();
    expect(screen.getAllByText('پاسخ داده شد').some((el) => el.closest('.ant-tag'))).toBe(true);
    expect(screen.getByRole('button', { name: /۱ پیام خوانده‌نشده/ })).toBeInTheDocument();
    // Read-only: no delete, no bulk selection.
    expect(screen.queryByRole('checkbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /همه خوانده شد/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'بله' }));
    await waitFor(() => expect(fetch.find('POST', '/api/admin/contacts/read-all')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('button', { name: /همه خوانده شد/ })).toBeNull());
    expect(screen.queryByRole('button', { name: /پیام خوانده‌نشده/ })).toBeNull();
  });

  it('opening a message reads it (header follows); the answer is checked like the server and saved', async () => {
    const fetch = mockFetch({
      'GET /api/admin/home': () => ({ data: homeFixture({ permissions: ['read_contact', 'update_contact', 'read_customer'], total_unread_contacts: 3 }) }),
      'GET /api/admin/contacts/7': () => ({ data: contact() }),
      'POST /api/admin/contacts/7/read': () => ({ data: { ...contact({ status: 1 }), total_unread_contacts: 2 } }),
      'PUT /api/admin/contacts/7/answer': () => ({ data: { ...contact({ status: 1, answer: 'تا ۳ روز دیگر' }), total_unread_contacts: 2 } }),
    });
    renderApp('/admin/contact/7');
    expect(await screen.findByTestId('contact-body', undefined, { timeout: 30000 })).toHaveTextContent('سفارش من کی می‌رسد؟');
    await waitFor(() => expect(fetch.find('POST', '/api/admin/contacts/7/read')).toHaveLength(1));
    expect(fetch.find('POST', '/api/admin/contacts/7/read')[0]!.body).toEqual({ read: true });
    await waitFor(() => expect(screen.getByRole('button', { name: /۲ پیام خوانده‌نشده/ })).toBeInTheDocument());
    expect(screen.getByRole('link', { name: /مریم احمدی/ })).toHaveAttribute('href', '/admin/customers/show/3');
    expect(screen.getByText('09121234567')).toHaveAttribute('dir', 'ltr');

    fireEvent.click(screen.getByRole('button', { name: /ذخیره و ارسال پاسخ/ }));
    expect(await screen.findByText('پاسخ الزامی است')).toBeInTheDocument();
    expect(fetch.find('PUT', '/api/admin/contacts/7/answer')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('پاسخ'), { target: { value: 'تا ۳ روز دیگر' } });
    fireEvent.click(screen.getByRole('button', { name: /ذخیره و ارسال پاسخ/ }));
    await waitFor(() => expect(fetch.find('PUT', '/api/admin/contacts/7/answer')).toHaveLength(1));
    expect(fetch.find('PUT', '/api/admin/contacts/7/answer')[0]!.body).toEqual({ answer: 'تا ۳ روز دیگر' });
  });

  it('shows where the answer goes, says plainly that mail only reaches the outbox, and how the last one went', async () => {
    mockFetch({
      'GET /api/admin/contacts/7': () => ({
        data: contact({
          status: 1,
          email: 'maryam@example.com',
          answer: 'ارسال شد',
          answered_at: '2025-03-22T08:00:00Z',
          answered_by: { id: 1, name: 'مدیر' },
          answer_delivery: { channel: 'email', status: 'failed', error: 'سرور ایمیل پیام را نپذیرفت: 550 No such user', delivered_at: null, task_id: 9 },
        }),
      }),
      'GET /api/admin/messages/channels': () => ({ data: { email: 'outbox', sms: 'log' } }),
    });
    renderWithSession(contactRoutes, '/admin/contact/7', homeFixture({ permissions: ['read_contact', 'update_contact'] }));
    const line = await screen.findByTestId('contact-delivery', undefined, T);
    expect(line).toHaveTextContent('ارسال نشد');
    expect(line).toHaveTextContent('از راه ایمیل');
    expect(line).toHaveTextContent('سرور ایمیل پیام را نپذیرفت: 550 No such user');
    expect(screen.getByText('پاسخ به maryam@example.com فرستاده می‌شود.')).toBeInTheDocument();
    expect(await screen.findByTestId('outbox-notice')).toHaveTextContent('پوشه‌ی خروجی');
  });

  it('a delivered answer shows its Jalali time', async () => {
    mockFetch({
      'GET /api/admin/contacts/7': () => ({
        data: contact({
          status: 1,
          answer: 'ارسال شد',
          answered_at: '2025-03-22T08:00:00Z',
          answer_delivery: { channel: 'sms', status: 'sent', error: null, delivered_at: '2025-03-22T08:00:05Z', task_id: 9 },
        }),
      }),
    });
    renderWithSession(contactRoutes, '/admin/contact/7', homeFixture({ permissions: ['read_contact'] }));
    const line = await screen.findByTestId('contact-delivery', undefined, T);
    expect(line).toHaveTextContent('ارسال شد');
    expect(line).toHaveTextContent('از راه پیامک');
    expect(line).toHaveTextContent('۱۴۰۴/۰۱/۰۲');
  });

  it('without update_contact the answer is shown, not editable', async () => {
    mockFetch({ 'GET /api/admin/contacts/7': () => ({ data: contact({ status: 1, answer: 'ارسال شد', answered_at: '2025-03-22T08:00:00Z', answered_by: { id: 1, name: 'مدیر' } }) }) });
    renderWithSession(contactRoutes, '/admin/contact/7', homeFixture({ permissions: ['read_contact'] }));
    expect(await screen.findByText('ارسال شد', undefined, T)).toBeInTheDocument();
    expect(screen.queryByLabelText('پاسخ')).toBeNull();
    expect(screen.queryByRole('button', { name: /حذف/ })).toBeNull();
  });
});
