import { contentLabels, faqHelp } from '../i18n/fa/content-labels';
import { defineResource } from '../resource';

const { fields: L, ...names } = contentLabels.faq;

/** Frequently asked questions, shown on the shop in their manual order, under their group. */
export const faqResource = defineResource({
  name: 'faq',
  api: '/api/admin/faqs',
  web: '/faqs',
  texts: names,
  fields: {
    group: { kind: 'text', label: L.group, max: 100, search: true, sort: true, help: faqHelp.group },
    question: { kind: 'text', label: L.question, required: true, max: 255, search: true, sort: true },
    answer: { kind: 'richText', label: L.answer, required: true, search: true, list: false },
    status: { kind: 'status', label: L.status, filter: true },
    position: { kind: 'position', label: L.position },
  },
  rowName: 'question',
});
