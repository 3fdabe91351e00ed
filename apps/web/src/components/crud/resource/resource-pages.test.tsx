import { faqResource } from '@pishkhan/common/resources/faq.resource';
import { unitResource } from '@pishkhan/common/resources/unit.resource';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TiptapEditorHTMLElement } from '@tiptap/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { resourceRoutes } from '../../../app/routing';
import { homeFixture, json, listResponse, mockFetch, renderWithSession } from '../../../test/utils';

const all = (p: string) => ['read', 'create', 'update', 'delete'].map((v) => `${v}_${p}`);
const faq = (id: number, question: string, status = true) => ({ id, question, answer: 'پاسخ', status, position: id, created_at: '2025-03-21T08:00:00Z', updated_at: '2025-03-21T08:00:00Z' });

describe('the resource pages read a definition', () => {
  beforeAll(() => import('antd'), 60_000);

  it('lists FAQs with texts made from the resource name, its columns, status filter and a sort dialog that posts every id', async () => {
    const fetch = mockFetch({
      'GET /api/admin/faqs': () => listResponse([faq(1, 'ارسال چقدر طول می‌کشد؟'), faq(2, 'مرجوعی دارید؟', false)]),
      'POST /api/admin/faqs/sort': () => json(200, { data: { changed: 2 } }),
    });
    renderWithSession(resourceRoutes('faqs', async () => faqResource), '/admin/faqs', homeFixture({ permissions: all('faq') }));
    expect(await screen.findByText('ارسال چقدر طول می‌کشد؟', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'پرسش‌های متداول' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveAttribute('placeholder', 'جستجوی پرسش‌های متداول');
    expect(screen.getByRole('link', { name: /افزودن پرسش متداول/ })).toHaveAttribute('href', '/admin/faqs/create');
    expect(screen.getByRole('columnheader', { name: 'پرسش' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'پاسخ' })).toBeNull(); // a long text stays out of the list
    expect(screen.getByRole('combobox', { name: 'وضعیت' })).toBeInTheDocument();

    // The sort dialog's button loads with its chunk.
    await waitFor(() => expect(document.querySelector('.pk-page-header-extra .anticon-ordered-list')).not.toBeNull(), { timeout: 30_000 });
    fireEvent.click(screen.getByRole('button', { name: /مرتب‌سازی/ }));
    expect(await screen.findByText('ترتیب پرسش‌های متداول', undefined, { timeout: 10_000 })).toBeInTheDocument();
    // The dialog's rows, beside the list's.
    await waitFor(() => expect(screen.getAllByText('مرجوعی دارید؟')).toHaveLength(2), { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره‌ی ترتیب' }));
    await waitFor(() => expect(fetch.find('POST', '/api/admin/faqs/sort')[0]?.body).toEqual({ ids: [1, 2] }));
  }, 60_000);

  it('creates an FAQ: the rules come from the definition, the status starts on, the body holds the defined fields', async () => {
    const fetch = mockFetch({ 'POST /api/admin/faqs': ({ body }) => json(201, { data: { ...faq(9, ''), ...(body as object) } }), 'GET /api/admin/faqs': () => listResponse([]) });
    renderWithSession(resourceRoutes('faqs', async () => faqResource), '/admin/faqs/create', homeFixture({ permissions: all('faq') }));
    expect(await screen.findByRole('heading', { name: 'افزودن پرسش متداول' }, { timeout: 15_000 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
    expect(await screen.findByText('پرسش الزامی است', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('پاسخ الزامی است')).toBeInTheDocument();
    expect(fetch.find('POST', '/api/admin/faqs')).toHaveLength(0);

    // The answer is rich text: the shared editor (loaded with the form), right-to-left, its toolbar in Persian.
    const answer = await screen.findByRole('textbox', { name: 'پاسخ' }, { timeout: 30_000 });
    expect(answer).toHaveAttribute('contenteditable', 'true');
    expect(answer).toHaveAttribute('dir', 'rtl');
    const toolbar = screen.getByRole('toolbar', { name: 'ابزار ویرایش متن' });
    for (const name of ['واگرد', 'انجام دوباره', 'ع۲ عنوان دو', 'پررنگ', 'فهرست شماره‌دار', '«» نقل قول', 'پیوند', 'افزودن تصویر', 'افزودن جدول']) expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByText('۰ نویسه، ۰ واژه، ۰ دقیقه خواندن')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('پرسش'), { target: { value: 'زمان ارسال؟' } });
    act(() => void (answer as TiptapEditorHTMLElement).editor!.commands.insertContent('<p>دو روز <strong>کاری</strong> در می‌رسد</p>'));
    expect(await screen.findByText('۲۰ نویسه، ۵ واژه، ۱ دقیقه خواندن')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(fetch.find('POST', '/api/admin/faqs')[0]?.body).toEqual({ group: null, question: 'زمان ارسال؟', answer: '<p dir="rtl">دو روز <strong>کاری</strong> در می‌رسد</p>', status: true }));
  }, 60_000);

  it('edits an FAQ answer in the editor: the stored HTML is shown as formatted text', async () => {
    const row = { ...faq(3, 'مرجوعی دارید؟'), answer: '<h2 dir="rtl">بله</h2><ul dir="rtl"><li dir="rtl"><p dir="rtl">تا ۷ روز</p></li></ul>' };
    mockFetch({ 'GET /api/admin/faqs/3': () => ({ data: row }), 'GET /api/admin/faqs': () => listResponse([row]) });
    renderWithSession(resourceRoutes('faqs', async () => faqResource), '/admin/faqs/edit/3', homeFixture({ permissions: all('faq') }));
    const answer = await screen.findByRole('textbox', { name: 'پاسخ' }, { timeout: 30_000 });
    await waitFor(() => expect(within(answer).getByRole('heading', { name: 'بله' })).toBeInTheDocument(), { timeout: 10_000 });
    expect(within(answer).getByRole('listitem')).toHaveTextContent('تا ۷ روز');
  }, 60_000);

  it('edits a unit with its layout: side-by-side name and symbol, the precision choices by their Persian labels, limits from the definition', async () => {
    const unit = { id: 4, name: 'کیلوگرم', symbol: 'kg', precision: '0.01', status: true, created_at: '2025-03-21T08:00:00Z', updated_at: '2025-03-21T08:00:00Z' };
    const fetch = mockFetch({ 'GET /api/admin/units/4': () => ({ data: unit }), 'PATCH /api/admin/units/4': ({ body }) => ({ data: { ...unit, ...(body as object) } }), 'GET /api/admin/units': () => listResponse([unit]) });
    renderWithSession(resourceRoutes('units', async () => unitResource, { layout: [['name', 'symbol'], 'precision', 'status'] }), '/admin/unit/edit/4', homeFixture({ permissions: all('unit') }));
    const name = await screen.findByLabelText('نام واحد', undefined, { timeout: 15_000 });
    expect(name).toHaveValue('کیلوگرم');
    expect(name.closest('.pk-form-grid')).toContainElement(screen.getByLabelText('نماد'));
    expect(screen.getByRole('radio', { name: 'دو رقم اعشار (۰٫۰۱)' })).toBeChecked();
    fireEvent.change(screen.getByLabelText('نماد'), { target: { value: 's'.repeat(21) } });
    expect(await screen.findByText('نماد نباید بیشتر از ۲۰ کاراکتر باشد', undefined, { timeout: 10_000 })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('نماد'), { target: { value: 'KG' } });
    fireEvent.click(screen.getByRole('radio', { name: 'عدد صحیح (۱)' }));
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(fetch.find('PATCH', '/api/admin/units/4')[0]?.body).toEqual({ name: 'کیلوگرم', symbol: 'KG', precision: '1', status: true }));
  }, 60_000);
});
