import { slugify } from '@pishkhan/common/slug';

/** Google shows about 60 characters of a title and 160 of a description before cutting them. */
export const SNIPPET_TITLE_MAX = 60;
export const SNIPPET_DESCRIPTION_MAX = 160;

/** Cut at a word boundary when one is near, with an ellipsis, as a result page shows a long text. */
export function truncate(text: string, max: number): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The text of an HTML fragment (a body's first words stand in for a missing description). */
export const textOf = (html: string | null | undefined) => (html ?? '').replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();

export interface SnippetInput {
  title?: string | null;
  slug?: string | null;
  description?: string | null;
  /** Used when there is no description (summary, then the body's text). */
  fallback?: string | null;
  host: string;
  path: string;
}

/** What a search result shows for a post: title, address (the slug made from the title when empty) and description, each cut as Google cuts it. */
export function snippetOf(i: SnippetInput) {
  const slug = i.slug?.trim() || slugify(i.title ?? '');
  const description = i.description?.trim() || i.fallback?.trim() || '';
  return {
    title: truncate(i.title ?? '', SNIPPET_TITLE_MAX),
    url: `${i.host} › ${i.path}${slug ? ` › ${slug}` : ''}`,
    description: truncate(description, SNIPPET_DESCRIPTION_MAX),
    titleCut: (i.title ?? '').trim().length > SNIPPET_TITLE_MAX,
    descriptionCut: description.length > SNIPPET_DESCRIPTION_MAX,
  };
}
