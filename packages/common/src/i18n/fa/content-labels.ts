/** Persian names and field labels of the content resources. */
export const contentLabels = {
  faq: { one: 'پرسش متداول', many: 'پرسش‌های متداول', question: 'پرسش', answer: 'پاسخ', status: 'وضعیت', position: 'ترتیب' },
} as const;
