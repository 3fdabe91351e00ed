/** Persian names and field labels of the content resources (their definitions, the audit log). */
export const contentLabels = {
  faq: { one: 'پرسش متداول', many: 'پرسش‌های متداول', fields: { question: 'پرسش', answer: 'پاسخ', status: 'وضعیت', position: 'ترتیب' } },
} as const;

type Names = Record<string, { one: string; fields: Record<string, string> }>;
export const contentEntityLabels = Object.fromEntries(Object.entries(contentLabels as Names).map(([k, v]) => [k, v.one]));
export const contentAuditLabels = Object.fromEntries(Object.entries(contentLabels as Names).map(([k, v]) => [k, v.fields]));
